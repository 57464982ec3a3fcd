⍝ ∘.= on character vectors
⍝ == output:
⍝ 0 1 0
⍝ 0 0 1
⍝ 1 0 0
'abc'∘.='cab'
