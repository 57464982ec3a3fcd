⍝ ↑ and ↓ with an axis work on that axis only
⍝ == output:
⍝ 1
⍝ 3
⍝ 2
⍝ 4
⎕←1↑[2]2 2⍴⍳4
1↓[2]2 2⍴⍳4
