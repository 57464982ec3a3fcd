⍝ A take count must be an integer
⍝ == error: DOMAIN ERROR 3:4
1.5↑1 2 3
