⍝ A check inside f¨ on a value each item computes (⍳ of a negative length, the third item) fails
⍝ where it is, after what was printed and before the statement after it
⍝ == output: 6
⍝ == error: DOMAIN ERROR 7:8
v←3 2 ¯1 4
⎕←+/⍳3
r←+/{+/⍳⍵}¨v
÷0×r
