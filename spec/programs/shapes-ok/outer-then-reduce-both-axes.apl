⍝ Row and column sums of an n×m outer product have m and n items
⍝ == output:
⍝ 3 6 9
⍝ 6 12
⍝  9 15
⍝ 12 18
⍝ 15 21
t←1 2 3∘.×1 2
⎕←+/t
⎕←+⌿t
(+/t)∘.+(+⌿t)
