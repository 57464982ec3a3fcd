⍝ f⍣n with a count known only when running, where f changes the nesting of its argument (each
⍝ application discloses): the loop cannot carry it; a count known before running unrolls
⍝ == error: NONCE ERROR 5:3
n←+/⍳4
⎕←{⊃⍵}⍣n⊢(1 2)(3 4)
