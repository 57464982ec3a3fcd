⍝ The axes of ravel with axis must be contiguous (Dyalog: AXIS ERROR)
⍝ == error: AXIS ERROR 3:1
,[1 3]2 3 4⍴⍳24
