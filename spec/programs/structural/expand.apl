⍝ ⍺\⍵ inserts a fill item for each 0 of ⍺; a count k repeats the next item k times
⍝ == output:
⍝ 1 0 2 3
⍝ a b
⍝ 5 5 0 6
⍝ 5 0 0 6
⍝ 5 0 5
⎕←1 0 1 1\1 2 3
⎕←1 0 1\'ab'
⎕←2 0 1\5 6
⎕←1 ¯2 1\5 6
1 0 1\5
