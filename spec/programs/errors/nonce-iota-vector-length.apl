⍝ ⍳ of a vector whose length is data: the length of every index must be known before it runs
⍝ == error: NONCE ERROR 4:1
v←⍸1 0 1
⍳v
