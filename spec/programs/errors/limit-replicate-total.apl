⍝ Replicate counts that each fit but whose total is past the most items an array holds: a LIMIT
⍝ ERROR, not a total that wraps around (2147483647 2147483647 2 once gave an empty result)
⍝ == output:
⍝ 1 1 3
⍝ == error: LIMIT ERROR 8:2
c←⌊(2*30)×1 1
⎕←(⌊2 0 1.5)/1 2 3
c/1 2
