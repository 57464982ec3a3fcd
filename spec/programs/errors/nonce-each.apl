⍝ Each is not supported in this version
⍝ == error: NONCE ERROR 3:6
{⍵+1}¨1 2 3
