⍝ Characters sort by code point
⍝ == output:
⍝ 5 10 1 0 2 3 9 4 7 8 6
⍝ ginorst
⎕IO←0
⎕←⍋'hello world'
s←'sorting'
s[⍋s]
