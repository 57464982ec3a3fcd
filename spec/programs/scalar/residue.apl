⍝ Dyadic | is residue (result has the sign of the left argument), monadic | is magnitude
⍝ == output:
⍝ 1 2 2
⍝ ¯2
⍝ 5
⍝ 3 4 2.5
⍝ 0.25 2
⎕←3|7 ¯7 8
⎕←¯3|7
⎕←0|5
⎕←|¯3 4 ¯2.5
1 2.5|3.25 7
