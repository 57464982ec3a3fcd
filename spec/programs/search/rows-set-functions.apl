⍝ ⍺∩⍵, ⍺~⍵ and ⍺∪⍵ of matrices work on rows, as Dyalog's set functions take major cells: ∩ keeps
⍝ the rows of ⍺ found among ⍵'s, ~ those not found, ∪ is ⍺ then the rows of ⍵ not in ⍺ (its
⍝ repeats kept: ⍺,⍵~⍺); a vector ⍵ is one row. Values by Dyalog's definitions
⍝ == output:
⍝ 1 2
⍝ 1 2
⍝ 3 4
⍝ 1 2
⍝ 3 4
⍝ 1 2
⍝ 5 6
⍝ 3 4
⍝ 1 2
⍝ 1 2
⍝ cd
⍝ ab
⍝ ab
⍝ 0 2
⍝ 1   2
⍝ 3   4
⍝ 1   2
⍝ 1.5 2
⍝ 1.5 2
⍝ 1 2
⍝ 4 8
m←3 2⍴1 2 3 4 1 2
n←2 2⍴1 2 5 6
⎕←m∩n
⎕←m~n
⎕←m∪n
⎕←m~1 2
⎕←m∩1 2
⎕←(3 2⍴'abcdab')∩2 2⍴'cdxy'
⎕←(3 2⍴'abcdab')~2 2⍴'cdxy'
⎕←⍴m~m
⎕←m∪2 2⍴1.5 2
t←(⍳4)∘.×1 2
⎕←t~t[2 3;]
