⍝ A function operand of a product that gives an array for a pair of items makes a nested array
⍝ in Dyalog (1 2 3 ∘.(⊢,⊣) 4 5 is a matrix of pairs); aplc's arrays are flat, so it is a NONCE
⍝ ERROR naming the construct.
⍝ == error: NONCE ERROR 5:7
1 2 3 ∘.(⊢,⊣) 4 5
