⍝ ⍺∘.f⍵ where f gives an array for two scalars: each result is an item of a uniform nested array
⍝ of shape (⍴⍺),(⍴⍵), as Dyalog encloses each result of an outer product ((⍳3)∘.,⍳2 are the
⍝ pairs); computed as (⍺∘.⊣⍵) f¨ (⍺∘.⊢⍵)
⍝ == output:
⍝  1 1  1 2 
⍝  2 1  2 2 
⍝  3 1  3 2 
⍝  1 1  1 2  2 1  2 2 
⍝ 3 4
⍝  1 3 3  1 4 4  1 5 5  
⍝  2 3 6  2 4 8  2 5 10 
⍝  ax  ay  az 
⍝  bx  by  bz 
⍝ 2
⎕←(⍳3)∘.,⍳2
⎕←,(⍳2)∘.,⍳2
⎕←⍴(⍳3)∘.,⍳4
⎕←1 2∘.{⍺ ⍵ (⍺×⍵)}3 4 5
⎕←'ab'∘.,'xyz'
≡(⍳2)∘.,⍳2
