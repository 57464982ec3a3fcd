⍝ ⎕CT set to a value computed from others: it must be written as a number
⍝ == error: NONCE ERROR 3:5
⎕CT←0.5×0
1=1
