⍝ f¨ where f gives a vector whose length depends on each item's data makes an irregular nested
⍝ array (items of different shapes): not supported yet
⍝ == error: NONCE ERROR 4:1
{⍳⍵}¨1 2 3
