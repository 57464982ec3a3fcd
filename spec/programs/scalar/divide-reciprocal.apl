⍝ Monadic ÷ is reciprocal, dyadic ÷ divides and always gives a float
⍝ == output:
⍝ 0.5 0.25 0.2
⍝ 3.5
⍝ 0.3333333333
⍝ 2 ¯4
⎕←÷2 4 5
⎕←7÷2
⎕←1÷3
6 ¯12÷3
