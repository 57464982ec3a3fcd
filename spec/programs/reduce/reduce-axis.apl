⍝ f/[k] reduces along axis k
⍝ == output:
⍝ 5 7 9
⍝ 6 15
⍝ 6 15
m←2 3⍴1 2 3 4 5 6
⎕←+/[1]m
⎕←+/[2]m
+⌿[2]m
