⍝ ⍳ ∊ ∪ ∩ ~ ≡ ≢ between vectors whose items are simple scalars beside vectors: two items match when
⍝ they have the same rank, length and elements, so a scalar never matches a one-element vector and a
⍝ simple vector's elements are scalar items (values checked against ngn/apl, ⎕IO 0 there).
⍝ == output:
⍝ 2 4 4
⍝ 0 0
⍝ 1 0
⍝ 2 3
⍝ 1 3 4
⍝ 4
⍝ 1 1
⍝ 1  2 3 
⍝ 1
⍝ 0
⍝ 0
⍝ 0
⍝ 1
⍝ 4 4
⍝  ab  f 
⍝  cde 
⍝  2 3  4
⍝ 1  2 3 
⍝ 1 4
⍝ 2 1
⍝ 4 4
⍝ 3
words←'ab' 'cde' (,'f')
⎕←words⍳'cde' 'x' 'f'
⎕←'f' 'zz'∊words
⎕←(,'f') 'zz'∊words
v←1 (2 3) 4
⎕←v⍳(2 3) 4
⎕←v⍳1 4 5
⎕←v⍳⊂,4
⎕←(2 3) 1∊v
⎕←∪1 (2 3) 1 (2 3)
⎕←v≡v
⎕←v≡1 (2 3) 5
⎕←v≡1 (2 3)
⎕←1 2 3≡1 (2 3)
⎕←v≢1 2 (2 3)
⎕←words⍳'cd'
⎕←words∩'ab' (,'f')
⎕←words~'ab' (,'f')
⎕←v∩4 (2 3)
⎕←v~4
⎕←1 2 3 4∩v
k←+/1 1
⎕←(k↓5 (1 2) 6 (2 3))⍳(2 3) 6
⎕←words⍳1 2
≢∪v,v
