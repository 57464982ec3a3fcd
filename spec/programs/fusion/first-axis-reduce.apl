⍝ Reducing along the first axis moves it last with a transpose; the reduction reads through it.
⍝ == output: 15 18 21
⍝ == kernels: 1
m←3 3⍴⍳9
+⌿m+1
