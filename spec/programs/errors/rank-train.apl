⍝ A fork adding a matrix to its own ravel
⍝ == error: RANK ERROR 3:3
(⊢+,)2 2⍴⍳4
