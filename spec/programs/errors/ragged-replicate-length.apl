⍝ ⍺/⍵ with counts for a different number of items than ⍵ has: a LENGTH ERROR, here when the program
⍝ runs, the number of words being data
⍝ == error: LENGTH ERROR 5:6
w←' '(≠⊆⊢)'ab cd ef'
(1 0)/w
