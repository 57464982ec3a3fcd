⍝ Scalar functions on empty vectors give empty vectors (printed as empty lines)
⍝ == output:
⍝
⍝
⍝ 0
⎕←⍬+⍬
⎕←1+⍬
⍴-⍬
