⍝ An outer product with a scalar argument has the other argument's shape
⍝ == output:
⍝ 3 6
⍝ 2
⍝ 2 3
⍝ 2
⎕←3∘.×1 2
⎕←⍴3∘.×1 2
⎕←1 2∘.+1
⍴1 2∘.+1
