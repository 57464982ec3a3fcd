⍝ f/ of an irregular nested vector whose length is known only when it runs, where f gives a
⍝ scalar (not a vector of the items' type, which a loop could carry): a NONCE naming what works
⍝ == error: NONCE ERROR 4:24
x←' '(≠⊆⊢)'ab cd ab' ⋄ {⍺≡⍵}/x
