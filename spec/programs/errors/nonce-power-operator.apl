⍝ The inverse of a dfn (f⍣¯1) is not supported: the error names the dfn
⍝ == error: NONCE ERROR 4:2
x←1
({⍵×2}⍣¯1)x
