⍝ Compress and replicate on a string
⍝ == output:
⍝ hlo
⍝ hheelllloo
⎕←1 0 1 0 1/'hello'
2/'hello'
