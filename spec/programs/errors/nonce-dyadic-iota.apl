⍝ Index of with a matrix on the left searches its rows (major cells): not supported yet
⍝ == error: NONCE ERROR 3:9
(2 2⍴⍳4)⍳1 2
