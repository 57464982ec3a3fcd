⍝ A written-out index vector past an axis: an INDEX ERROR before the program runs
⍝ == error: INDEX ERROR 4:3
M←3 3⍴⍳9
M[(1 1)(4 2)]
