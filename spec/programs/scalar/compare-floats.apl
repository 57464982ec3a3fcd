⍝ Comparisons between floats and integers
⍝ == output:
⍝ 1
⍝ 1 0
⍝ 0 1 1
⎕←0.5=1÷2
⎕←2.5>2 3
¯0.5 0 0.25≥0
