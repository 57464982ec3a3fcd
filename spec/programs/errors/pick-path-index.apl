⍝ i j⊃⍵ whose second index is past the end of the item: an INDEX ERROR
⍝ == error: INDEX ERROR 3:4
2 3⊃(1 2)(3 4)(5 6)
