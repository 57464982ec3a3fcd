⍝ (2⍴≢⍵)⍴⍵ is n×n, so it fits a matrix product with itself
⍝ == output:
⍝ 3 6
⍝ 3 6
⍝ 3 0 6
⍝ 3 0 6
⍝ 3 0 6
sq←{m←(2⍴≢⍵)⍴⍵ ⋄ m+.×m}
⎕←sq 1 2
sq 1 0 2
