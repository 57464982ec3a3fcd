⍝ Search on vectors of strings (irregular nested vectors): ⍳ ∊ and ∪ match items by length and
⍝ elements (values checked against ngn/apl, ⎕IO 0)
⍝ == output:
⍝ 3
⍝ 6
⍝ 1
⍝ 0
⍝ 4 3 6 2 6
⍝ 1 1 0 1 0
⍝  ab  cde  cd  f 
⍝ 4
⍝  1 2  3 4 5   
⍝ 2 4 7
⍝ 6
⍝ 3 1
⍝ 1
words←'ab' 'cde' 'cd' (,'f') 'cd'
⎕←words⍳⊂'cd'
⎕←words⍳⊂'xy'
⎕←(⊂'ab')∊words
⎕←(⊂'abc')∊words
⎕←words⍳(,'f') 'cd' 'zz' 'cde' (,'c')
⎕←(,'f') 'cd' 'zz' 'cde' (,'c')∊words
⎕←∪words
⎕←≢∪words
v←(1 2)(3 4 5)(1 2)(⍳0)(3 4 5)(⍳0)
⎕←∪v
⎕←v⍳(3 4 5)(⍳0)(1 2 3)
⎕←words⍳⊂1 2
w2←'cd' 'ab'
⎕←words⍳w2
(1.5 2)(3 4 5)⍳⊂1.5 2
