⍝ ⍎ of a character vector known only at run time is not compiled: a NONCE
⍝ == error: NONCE ERROR 3:2
{⍎⍵}'12'
