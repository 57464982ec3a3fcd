⍝ ,¨ of number items and characters would make items of mixed type: a NONCE naming it
⍝ == error: NONCE ERROR 4:2
v←⍳¨2 3
v,¨'ab'
