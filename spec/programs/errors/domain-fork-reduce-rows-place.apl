⍝ The same failing fork reducing the rows of a matrix, where each row is a fold of its own: the
⍝ place is the ○ of the fork. Dyalog: DOMAIN ERROR (16○9 is no circle function).
⍝ == error: DOMAIN ERROR 5:5
m←3 2⍴9 16 2
⎕←(⊢○⊣)/m
