⍝ An item index past the end of an irregular nested vector: INDEX ERROR before the program runs
⍝ == error: INDEX ERROR 4:3
v←(1 2)(3 4 5)(6 7 8 9)
v[4]
