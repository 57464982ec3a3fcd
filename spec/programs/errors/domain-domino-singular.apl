⍝ The inverse of a singular matrix is a DOMAIN ERROR at the ⌹
⍝ == error: DOMAIN ERROR 3:1
⌹2 2⍴1 2 2 4
