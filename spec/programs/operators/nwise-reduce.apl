⍝ n f/⍵ reduces each window of n items
⍝ == output:
⍝ 3 5 7 9
⍝ 6 24 60
⍝ ¯3 ¯5 ¯7
⎕←2+/1 2 3 4 5
⎕←3×/1 2 3 4 5
2-/1 4 9 16
