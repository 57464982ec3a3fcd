⍝ Choose indexing with an index vector past an axis, known only when it runs: an INDEX ERROR
⍝ == error: INDEX ERROR 5:3
M←3 3⍴⍳9
i←(⍳2 3)+1
M[i]
