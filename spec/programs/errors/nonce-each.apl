⍝ f¨ where f gives a vector whose length depends on each item's data makes an irregular nested
⍝ array; aplc flattens ⍳ of each item ({⍳⍵}¨), not other such bodies yet
⍝ == error: NONCE ERROR 4:1
{⍵⍴1}¨1 2 3
