⍝ Dyadic ○ with 5 6 7 (sinh cosh tanh)
⍝ == output: 1.175201194 1.543080635 0.761594156
5 6 7○1
