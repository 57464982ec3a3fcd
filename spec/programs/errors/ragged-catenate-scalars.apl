⍝ Catenating simple numbers to an irregular nested vector makes scalar items beside vectors: NONCE
⍝ == error: NONCE ERROR 4:2
v←(1 2)(3 4 5)
v,1 2
