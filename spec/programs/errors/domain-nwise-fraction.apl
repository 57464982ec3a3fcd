⍝ The window width of n-wise reduction must be an integer
⍝ == error: DOMAIN ERROR 3:4
1.5+/1 2 3
