⍝ A matrix of vectors prints row by row, each column as wide as its widest item
⍝ == output:
⍝  10 2 3  4 5 6   
⍝  7 8 9   1 2 300 
⍝  ab  cd 
⍝  ef  gh 
⎕←↓2 2 3⍴10 2 3 4 5 6 7 8 9 1 2 300
⎕←↓2 2 2⍴'abcdefgh'
