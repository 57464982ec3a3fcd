⍝ f⌸ where f's result is as long as its group would make a ragged array
⍝ == error: NONCE ERROR 3:1
{⍵}⌸1 1 2
