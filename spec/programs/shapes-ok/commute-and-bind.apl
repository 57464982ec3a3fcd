⍝ ⍨ and ∘ keep the shapes of their arguments
⍝ == output:
⍝ 3
⍝ 1 4 9
⍝ 2 4
⍝ 6 8
⍝ 4 4 4
⎕←2-⍨5
⎕←×⍨1 2 3
⎕←(2∘×)2 2⍴⍳4
(⍳3)+∘⌽⍳3
