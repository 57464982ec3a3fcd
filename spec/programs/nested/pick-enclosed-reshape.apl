⍝ (⊂i j)⊃M picks one element of a matrix by an enclosed index vector (choose indexing, M[⊂i j]),
⍝ and n⍴⊂v repeats an enclosed vector n times, a vector of equal items (values checked with
⍝ ngn/apl at ⎕IO 0)
⍝ == output:
⍝ 4
⍝ 3
⍝  ab  ab  ab 
⍝ 3 3
⍝ 3 3
⍝ bca
⍝ cab
M←2 3⍴⍳6
⎕←(⊂2 1)⊃M
⎕←M⊃⍨⊂1 3
⎕←3⍴⊂'ab'
⎕←≢¨2 2⍴⊂1 2 3
v←(⍳3)⌽¨⊂'abc'
↑2⍴v
