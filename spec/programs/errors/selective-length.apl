⍝ Selective assignment of a value whose shape is not the selection's: a LENGTH ERROR with both
⍝ == error: LENGTH ERROR 3:8
a←⍳5 ⋄ (2↑a)←1 2 3
