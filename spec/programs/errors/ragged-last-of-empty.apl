⍝ ⊢/ has no identity: ⊢/¨ of a vector with an empty item is a DOMAIN ERROR, as ⊢/⍬ is
⍝ == error: DOMAIN ERROR 4:1
w←(1 2 3)(⍳0)
⊢/¨w
