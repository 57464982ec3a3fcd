⍝ ⊂ of an array makes a nested array: outside the flat model
⍝ == error: NONCE ERROR 3:1
⊂1 2 3
