⍝ Monadic - negates, dyadic - subtracts
⍝ == output:
⍝ ¯3 4 0
⍝ ¯3
⍝ 9 18 27
⎕←-3 ¯4 0
⎕←5-8
10 20 30-1 2 3
