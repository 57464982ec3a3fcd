⍝ With ⎕IO←0, axis numbers start at 0
⍝ == output:
⍝ 5 7 9
⍝ 6 15
⍝ 1 2 3
⍝ 4 5 6
⍝ 7 8 9
⎕IO←0
m←2 3⍴1 2 3 4 5 6
⎕←+/[0]m
⎕←+/[1]m
m,[0]7 8 9
