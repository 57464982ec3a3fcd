⍝ Dyadic , joins vectors, scalars and empty vectors
⍝ == output:
⍝ 1 2 3 4 5
⍝ 1 2 3
⍝ 0 1 2
⍝ 4 5
⎕←1 2,3 4 5
⎕←1 2,3
⎕←0,1 2
⍬,4 5
