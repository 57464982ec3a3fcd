⍝ A fractional constant shape is refuted before the program runs
⍝ == error: DOMAIN ERROR 3:11
(1.5 ¯2 3)⍴⍳6
