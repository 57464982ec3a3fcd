⍝ As expand-empty-fallible.apl with ⍟: the logarithm of the fill position's 0 was a DOMAIN
⍝ ERROR on the cpu (the GPU's ⍟ does not check, so only the cpu stopped).
⍝ == output: 0
x←0 0.5 0.25
(,0)\⍟0⍴x
