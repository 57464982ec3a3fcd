⍝ Scalar extension on either side of a dyadic scalar function
⍝ == output:
⍝ 11 12 13
⍝ ¯9 ¯8 ¯7
⎕←10+1 2 3
1 2 3-10
