⍝ Results of two ranks (a scalar from the guard, vectors from the calls): the stack holds one
⍝ rank of result, so this is a NONCE ERROR, not a silent change of the scalar into a vector
⍝ == error: NONCE ERROR 5:1
n←+/1 1 1
{⍵=0:0 ⋄ (∇⍵-1),⍵}n
