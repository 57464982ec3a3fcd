⍝ Counting characters with an outer product and reductions
⍝ == output:
⍝ 5
⍝ 1 1 1 1 1
s←'education'
⎕←+/+/s∘.='aeiou'
+⌿s∘.='aeiou'
