⍝ ⍕ of a mixed matrix is not supported yet (a mixed vector's is): a NONCE ERROR naming it
⍝ == error: NONCE ERROR 3:1
⍕2 2⍴'a' 1
