⍝ (i j)⊃v with j past the end of item i: an INDEX ERROR when the program runs, at the pick
⍝ == error: INDEX ERROR 5:6
v←(1 2)(3 4 5)(6 7 8 9)
i←+/2 3
(2 i)⊃v
