⍝ A one-element vector extends like a scalar in Dyalog
⍝ == output:
⍝ 11 12 13
⍝ 3
⎕←(,10)+1 2 3
⍴(,1)+1 2 3
