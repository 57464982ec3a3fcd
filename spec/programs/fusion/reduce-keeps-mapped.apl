⍝ A reduction of a map that later statements read too computes the map inside the reduction and
⍝ keeps its values as a mapped output (one pass over memory, no separate map kernel): a small
⍝ softmax, a rank-3 reduction on the register-blocked path, and a two-level one.
⍝ == output:
⍝ 0.031447127 0.085482165 0.23236461 0.63163245 0.019073648
⍝ 59128.96
⍝ 17183.674
⍝ 34367.348
⍝ 29564.46
⍝ == kernels: 9
x←1 2 3 4 0.5
e←*x
⎕←e÷+/e
y←32 32 4⍴0.001×⍳4096
f←*y
⎕←+/,+/f
g←*0.0001×⍳10000
⎕←+/g
⎕←+/g×2
+/,f÷2
