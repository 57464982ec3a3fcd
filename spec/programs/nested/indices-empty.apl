⍝ Nested indices that are empty: ⍸ of a matrix with no rows or nothing marked, the indices of an
⍝ empty shape, and choose indexing and @ through none of them leave the array as it is
⍝ == output:
⍝ 0
⍝ 0
⍝ 0 3
⍝ 1 2 3
⍝ 4 5 6
M←0 3⍴0
⎕←⍴⍸M
N←2 3⍴⍳6
⎕←⍴N[⍸N>9]
⎕←⍴⍳0 3
⎕←0@(⍸N>9)⊢N
