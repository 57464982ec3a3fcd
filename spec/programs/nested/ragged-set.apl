⍝ Dyadic ∪ ∩ ~ with irregular nested vectors, vectors of vectors and scalar items: ⍺∪⍵ is ⍺ and
⍝ then the items of ⍵ not in ⍺, ∩ and ~ keep ⍺'s items in order; a scalar ⍺ is one item (values
⍝ checked against ngn/apl, except the last: an empty result keeps ⍺'s prototype item, 'ab''s, so
⍝ its depth is 2, as Dyalog has it; ngn/apl keeps no prototypes and gives 1).
⍝ == output:
⍝  ab  cde  f  x
⍝  ab  cde  f  zz 
⍝ 1  2 3  4 5
⍝ 1 2  2 3  4
⍝  ab  cd  ef 
⍝  zz 
⍝ 5
⍝ 3
⍝ 2
words←'ab' 'cde' (,'f')
v←1 (2 3) 4
⎕←words∪'x' 'ab'
⎕←words∪⊂'zz'
⎕←v∪4 5 (2 3)
⎕←1 2∪v
⎕←'ab' 'cd'∪'cd' 'ef'
⎕←(⊂'zz')~words
⎕←5~v
⎕←≢words∩words∪words
≡(⊂'ab')~words
