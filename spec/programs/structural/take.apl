⍝ ↑ takes from the front or (negative) from the back
⍝ == output:
⍝ 1 2 3
⍝ 4 5
⍝
⍝ 5
⎕←3↑1 2 3 4 5
⎕←¯2↑1 2 3 4 5
⎕←0↑1 2 3
1↑5 6
