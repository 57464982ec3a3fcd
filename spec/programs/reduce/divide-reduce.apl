⍝ ÷/ evaluates right to left: 2÷(3÷4)
⍝ == output:
⍝ 2.666666667
⍝ 0.5
⎕←÷/2 3 4
÷/1 2
