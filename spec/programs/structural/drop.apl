⍝ ↓ drops from the front or (negative) from the back
⍝ == output:
⍝ 3 4 5
⍝ 1 2 3
⍝
⍝ 1 2 3
⎕←2↓1 2 3 4 5
⎕←¯2↓1 2 3 4 5
⎕←5↓1 2 3
0↓1 2 3
