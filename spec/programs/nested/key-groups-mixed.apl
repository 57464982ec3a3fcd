⍝ ⊢⌸ and {⍵}⌸: the groups (the indices of each distinct key, or the items of ⍵ there), mixed into
⍝ a matrix as Dyalog mixes f⌸'s results: each row padded to the longest with zeros or blanks
⍝ == output:
⍝ 1 4
⍝ 2 5
⍝ 3 0
⍝ 1 2
⍝ 3 0
⍝ wz
⍝ x 
⍝ y 
⍝ 1
⍝ 2
⍝ 3
⎕←⊢⌸'abcab'
⎕←{⍵}⌸1 1 2
⎕←'abca'{⍵}⌸'wxyz'
⊢⌸3 1 4
