⍝ ↓ splits a matrix into a vector of its rows (a uniform nested vector, held as the matrix itself);
⍝ ↑ mixes them back; ≢ ⍴ ≡ read the outer array
⍝ == output:
⍝  1 2 3 4  5 6 7 8  9 10 11 12 
⍝ 1  2  3  4
⍝ 5  6  7  8
⍝ 9 10 11 12
⍝ 3
⍝ 3
⍝ 2
⍝ 1
⍝ 0
⍝  1 2 3 
⍝  abc  def 
⍝  ghi  jkl 
m←3 4⍴1 2 3 4 5 6 7 8 9 10 11 12
⎕←↓m
⎕←↑↓m
⎕←≢↓m
⎕←⍴↓m
⎕←≡↓m
⎕←≡m
⎕←≡5
⎕←↓1 2 3
⎕←↓2 2 3⍴'abcdefghijkl'
