⍝ (⊂i j)⊃M with an index past its axis: an INDEX ERROR
⍝ == error: INDEX ERROR 4:2
M←2 3⍴⍳6
(⊂3 1)⊃M
