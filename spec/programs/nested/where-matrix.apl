⍝ ⍸ of a matrix (or higher rank): the index vector of each non-zero item in ravel order, repeated
⍝ by its count; the number of them is data unless the argument is written out
⍝ == output:
⍝  1 1  2 2 
⍝  1 2  1 2  2 1  2 1  2 2  2 2 
⍝  2 3  3 1  3 2  3 3 
⍝ 4
⍝ 0
⍝  1 2 1  2 1 2 
⍝ 8
⎕←⍸2 2⍴1 0 0 1
⎕←⍸2 3⍴0 2 0 2 2 0
M←3 3⍴⍳9
⎕←⍸M>5
⎕←≢⍸M>5
⎕←≢⍸M>9
⎕←⍸2 2 2⍴0 0 1 0 0 1 0 0
c←2 3⍴M
⎕←+/⊃¨⍸c≥2
