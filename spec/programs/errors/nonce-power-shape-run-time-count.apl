⍝ f⍣n where f changes the shape of its argument and n is known only at run time
⍝ == error: NONCE ERROR 4:1
n←+/1 1
({⍵,⍵}⍣n)1 2
