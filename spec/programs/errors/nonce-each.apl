⍝ f¨ where f gives a vector for an item would make a nested array: not in the flat model
⍝ == error: NONCE ERROR 3:1
{⍳⍵}¨1 2 3
