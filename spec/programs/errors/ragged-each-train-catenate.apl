⍝ A train under ¨ of an irregular vector is flattened like a dfn; one whose body catenates is not yet
⍝ == error: NONCE ERROR 4:1
v←(1 2)(3 4 5)
(≢,+/)¨v
