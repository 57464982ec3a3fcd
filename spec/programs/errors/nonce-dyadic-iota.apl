⍝ Index of with an array of rank 3 on the left searches its major cells (matrices): not supported
⍝ yet (a matrix's rows are)
⍝ == error: NONCE ERROR 4:11
(2 2 2⍴⍳8)⍳2 2⍴⍳4
