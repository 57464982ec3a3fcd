⍝ Reshaping a scalar repeats it
⍝ == output:
⍝ 7 7 7
⍝ 5 5
⍝ 5 5
⎕←3⍴7
2 2⍴5
