⍝ ⌽ reverses the last axis, ⊖ the first
⍝ == output:
⍝ 3 2 1
⍝ 3 2 1
⍝ 6 5 4
⍝ 4 5 6
⍝ 1 2 3
⍝ 5
⎕←⌽1 2 3
⎕←⌽2 3⍴⍳6
⎕←⊖2 3⍴⍳6
⌽5
