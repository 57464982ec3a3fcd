⍝ ⍎ of a character vector computed when the program runs is compiled only where it holds one
⍝ whole number: an expression is a NONCE when it runs
⍝ == error: NONCE ERROR 4:2
{⍎⍵}'1+',⍕2
