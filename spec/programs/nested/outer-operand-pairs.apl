⍝ A function operand of an outer product that gives an array for each pair makes a nested matrix
⍝ in Dyalog, and in aplc (a NONCE once): 1 2 3 ∘.(⊢,⊣) 4 5 is a matrix of pairs
⍝ == output:
⍝  4 1  5 1 
⍝  4 2  5 2 
⍝  4 3  5 3 
1 2 3 ∘.(⊢,⊣) 4 5
