⍝ Integer and float arguments mix; results are floats
⍝ == output:
⍝ 1.5 2.5 3.5
⍝ ¯3 3.75
⎕←1 2 3+0.5
¯1.5 1.5×2 2.5
