⍝ ⍕ of a numeric matrix (a character matrix with aligned columns) is not supported yet
⍝ == error: NONCE ERROR 3:1
⍕2 2⍴1 2 3 4
