⍝ A guard inside a ⍣ loop's left operand modifies a counter on one branch only: ⍵ goes 0 2 4 6,
⍝ then by 1 to 20, counting the 14 steps past 5
⍝ == output:
⍝ 14 20
c←0
x←{⍵>5: ⍵+1 ⊣ c+←1 ⋄ ⍵+2}⍣{⍺≥20}0
c,x
