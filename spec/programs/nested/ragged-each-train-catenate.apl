⍝ A train under ¨ of an irregular vector is flattened like a dfn, catenation included: each item's
⍝ length and sum (a NONCE once; values by Dyalog's definition of the fork)
⍝ == output:
⍝  2 3  3 12 
v←(1 2)(3 4 5)
(≢,+/)¨v
