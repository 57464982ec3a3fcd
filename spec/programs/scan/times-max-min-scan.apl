⍝ ×\ ⌈\ ⌊\ running product, maximum and minimum
⍝ == output:
⍝ 1 2 6 24 120
⍝ 3 3 4 4 5 9
⍝ 3 1 1 1 1 1
⎕←×\1 2 3 4 5
⎕←⌈\3 1 4 1 5 9
⌊\3 1 4 1 5 9
