⍝ A take of ¯2147483648 items (an int, whose magnitude is past the most items an array holds) is a
⍝ LIMIT ERROR, as 2147483648↑ is; it gave a length of ¯2147483648 (found by npm run fuzz, seed 90210)
⍝ == error: LIMIT ERROR 4:13
≢¯2147483648↑⍳10
