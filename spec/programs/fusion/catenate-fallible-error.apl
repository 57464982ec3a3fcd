⍝ Clamping a fused catenation's reads keeps the errors a piece raises at its own positions: ÷0.
⍝ == error: DOMAIN ERROR 4:3
x←0 0.5
1,÷x
