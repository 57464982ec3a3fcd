⍝ ⍸ of counts repeats each index; an empty mask gives an empty vector
⍝ == output:
⍝ 1 1 3 3 3
⍝ 
⍝ 0
w←⍸⌊2.5 0 3
⎕←w
⎕←⍸0 0 0
≢⍸0 0 0
