⍝ The fork ⊢+⌽ at a vector and at a matrix
⍝ == output:
⍝ 4 4 4
⍝ 3 3
⍝ 7 7
f←⊢+⌽
⎕←f 1 2 3
f 2 2⍴⍳4
