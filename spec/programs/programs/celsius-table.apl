⍝ A Celsius to Fahrenheit conversion table
⍝ == kernels: 2
⍝ == output:
⍝  0  32
⍝ 10  50
⍝ 20  68
⍝ 30  86
⍝ 40 104
c←0 10 20 30 40
f←32+c×9÷5
⍉2 5⍴c,f
