⍝ ⍎ of a character vector known only at run time is compiled only where it holds one whole number:
⍝ an expression is a NONCE when it runs
⍝ == error: NONCE ERROR 4:2
{⍎⍵}'1+2'
