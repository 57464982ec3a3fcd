⍝ A train under ¨ of an irregular vector whose body has an outer product of the item is not
⍝ flattened yet: a NONCE naming it
⍝ == error: NONCE ERROR 5:1
v←(1 2)(3 4 5)
(⊢∘.×⊢)¨v
