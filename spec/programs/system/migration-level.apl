⍝ ⎕ML reads as 1, Dyalog's default, and may be assigned that value
⍝ == output:
⍝ 1
⍝ 1
⎕←⎕ML
⎕ML←1
⎕ML
