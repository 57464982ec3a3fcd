⍝ ⍳ of simple scalars in a vector of strings (scalars beside vectors) is not supported yet: a NONCE
⍝ == error: NONCE ERROR 4:6
words←'ab' 'cde'
words⍳1 2
