⍝ ⍺∘.f⍵ with a nested argument: every item of ⍺ with every item of ⍵, whole, in the shape
⍝ (⍴⍺),⍴⍵. Values checked against ngn/apl (which spaces nested displays otherwise)
⍝ == output:
⍝  1 2 5  1 2 6 
⍝  3 4 5  3 4 6 
⍝  abxy  abzw 
⍝  cdxy  cdzw 
⍝ 3 3
⍝  bca  cab 
⍝  abc  bca 
⍝ 3
⍝  3 1 2  1 2 3  2 3 1 
⍝  6 4 5  4 5 6  5 6 4 
⎕←(1 2)(3 4)∘.,5 6
⎕←'ab' 'cd'∘.,'xy' 'zw'
M←2 2⍴1 2 3 4
⎕←⍴¯1 0 1∘.⊖¯1 0 1∘.⌽⊂M
⎕←(2 2⍴1 2 3 4)∘.⌽⊂'abc'
⎕←⍴¯1 0 1∘.⌽⊂2 3⍴⍳6
¯1 0 1∘.⌽⊂2 3⍴⍳6
