⍝ A primitive that does not take nested arrays yet names itself in a NONCE ERROR
⍝ == error: NONCE ERROR 4:1
m←↓2 3⍴1 2 3 4 5 6
⍒m
