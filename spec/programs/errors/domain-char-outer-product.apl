⍝ An outer sum of numbers and characters, reported at the derived function ∘.+
⍝ == error: DOMAIN ERROR 3:4
1 2∘.+'ab'
