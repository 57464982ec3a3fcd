⍝ Each result of an int +\ is exact or a LIMIT ERROR: the third prefix of x is 2147483648.
⍝ == output: 1 3 2147483647
⍝ == error: LIMIT ERROR 6:1
⎕←+\1 2 2147483644
x←2147483646 1 1 ¯5
+\x
