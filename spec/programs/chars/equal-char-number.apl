⍝ Comparing a character with a number for equality is allowed and gives 0
⍝ == output:
⍝ 0 0
⍝ 1 1
⎕←'ab'=1 2
'ab'≠1 2
