⍝ Negative numbers and floats sort by value
⍝ == output:
⍝ 3 1 2 5 0 4
⎕IO←0
⍋2.5 ¯1 0 ¯3.25 2.5 1
