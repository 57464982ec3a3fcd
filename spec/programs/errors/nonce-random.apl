⍝ ? (random numbers) is not supported
⍝ == error: NONCE ERROR 3:1
?6
