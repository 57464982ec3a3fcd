⍝ (x@I)⍵ and (f@I)⍵ with I nested: each index vector chooses one item of ⍵ to replace, so the
⍝ idiom 0@(⍸M>5)⊢M works on a matrix; the replacement has I's shape or is a scalar
⍝ == output:
⍝ 1  2  3  4
⍝ 0  6  7  8
⍝ 9 10 11 12
⍝ 1 2 3 4
⍝ 5 0 0 0
⍝ 0 0 0 0
⍝ ¯1  2  ¯3  4
⍝ ¯5  6  ¯7  8
⍝ ¯9 10 ¯11 12
⍝ 100  2  3   4
⍝   5  6  7   8
⍝   9 10 11 200
M←3 4⍴⍳12
⎕←0@(⊂2 1)⊢M
⎕←0@(⍸M>5)⊢M
⎕←{-⍵}@(⍸2|M)⊢M
⎕←(100 200)@((1 1)(3 4))⊢M
