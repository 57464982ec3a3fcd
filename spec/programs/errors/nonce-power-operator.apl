⍝ The power operator is not supported in this version
⍝ == error: NONCE ERROR 4:7
x←1
({⍵×2}⍣3)x
