⍝ f¨ giving a mixed vector for each item makes a nested array of mixed items: each key beside
⍝ its index ({⍵,¨⍳≢⍵}), a pair per item ({⍵ 1}¨). Its items are picked, dropped, reversed, mixed
⍝ into a matrix and enlisted with their kinds; ≡ compares kinds too. Each item prints as its
⍝ own kind (as Dyalog and ngn/apl print ('a' 1)('b' 2)).
⍝ == output:
⍝  a 1  b 2  c 3 
⍝  1 a  2 b 
⍝ b 2
⍝  c 3  b 2  a 1 
⍝  b 2  c 3 
⍝ a 1
⍝ b 2
⍝ c 3
⍝ a 1 b 2 c 3
⍝ abc
⍝ 1
⍝ 0
⍝  a 1  b 1 
x←{⍵,¨⍳≢⍵}'abc'
⎕←x
⎕←{(⍳≢⍵),¨⍵}'ab'
⎕←2⊃x
⎕←⌽x
⎕←1↓x
⎕←↑x
⎕←∊x
⎕←⊃¨x
⎕←x≡x
⎕←x≡⌽x
{⍵ 1}¨'ab'
