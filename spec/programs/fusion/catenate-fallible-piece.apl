⍝ A piece that can fail (÷ of elements read through a drop) is read at its nearest position
⍝ outside its own, never at the 0 the drop removed: each of these is fused into one map.
⍝ == output:
⍝ 0 2 4
⍝ 2 4 0
⍝ 0 2 4 0
x←0 0.5 0.25
⎕←0,÷1↓x
⎕←(÷1↓x),0
⎕←0,(÷1↓x),0
