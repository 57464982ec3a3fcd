⍝ The key operator is not supported in this version
⍝ == error: NONCE ERROR 3:7
{⍺,≢⍵}⌸1 1 2
