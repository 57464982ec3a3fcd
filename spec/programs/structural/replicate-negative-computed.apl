⍝ Replicate with negative counts computed at run time: as with constant ones, a count ¯c inserts
⍝ c fill items (Dyalog's Replicate); ⌽ keeps the counts from being known before the program runs.
⍝ == output:
⍝ 1 1 0 3 3 3
⍝ a  c
⍝ 1 1 0 3
⍝ 4 4 0 6
⍝ 0 0 0
⍝ 4 5 6
⎕←(⌽3 ¯1 2)/1 2 3
⎕←(⌽1 ¯2 1)/'abc'
⎕←(⌽1 ¯1 2)/2 3⍴⍳6
(⌽1 ¯1)⌿2 3⍴⍳6
