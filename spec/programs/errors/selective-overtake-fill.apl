⍝ Selective assignment to the fill of an overtake (5↑ of three elements): those places are not
⍝ elements of a, an INDEX ERROR
⍝ == error: INDEX ERROR 4:8
a←⍳3 ⋄ (5↑a)←0
