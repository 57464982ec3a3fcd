⍝ A ⍣ loop until a condition carries a name of an enclosing scope at one shape: f growing it is a
⍝ NONCE ERROR (with a static count the application unrolls instead)
⍝ == error: NONCE ERROR 5:3
c←⍬
x←{c,←⍵ ⋄ ⍵+1}⍣{⍺≥3}0
c
