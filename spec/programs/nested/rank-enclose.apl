⍝ f⍤k where f gives a nested array: the results are put together frame first, so their items stay
⍝ items and the whole has depth 2 (⊂⍤1 is ↓); Dyalog's rank operator (ngn/apl has none)
⍝ == output:
⍝  1 2 3  4 5 6 
⍝ 3 3
⍝  1 2  3 4 
⍝  5 6  7 8 
⍝ 1
⍝  3 2 1  6 5 4 
⍝ 6 15
M←2 3⍴⍳6
⎕←⊂⍤1⊢M
⎕←≢¨⊂⍤1⊢M
⎕←↓⍤2⊢2 2 2⍴⍳8
⎕←(⊂⍤1⊢M)≡↓M
⎕←{⊂⌽⍵}⍤1⊢M
+/¨⊂⍤1⊢M
