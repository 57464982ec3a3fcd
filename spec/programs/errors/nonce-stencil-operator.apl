⍝ The stencil operator is not supported in this version
⍝ == error: NONCE ERROR 3:8
({+/,⍵}⌺3 3)4 4⍴⍳16
