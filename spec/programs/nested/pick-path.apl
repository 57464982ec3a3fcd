⍝ i j⊃⍵ of a vector of vectors: item i, then its element j (a path of two). Values checked
⍝ against ngn/apl (⎕IO 0)
⍝ == output:
⍝ 3
⍝ c
⍝ 4
v←(1 2)(3 4)(5 6)
⎕←2 1⊃v
⎕←2 1⊃'ab' 'cd'
i←2 ⋄ i 2⊃v
