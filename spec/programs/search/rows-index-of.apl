⍝ ⍺⍳⍵ with a matrix ⍺ looks up rows (its major cells): one row, or each row of a matrix ⍵, as
⍝ Dyalog's index-of takes ⍺'s major cells; ∪ of a matrix keeps its distinct rows; floats compare
⍝ within ⎕CT (values by Dyalog's definitions)
⍝ == output:
⍝ 2
⍝ 4
⍝ 2 1
⍝ 1 2
⍝ 3 4
⍝ 2
⍝ ab
⍝ cd
⍝ 2
⍝ 0 2
m←3 2⍴1 2 3 4 1 2
⎕←m⍳3 4
⎕←m⍳5 6
⎕←m⍳2 2⍴3 4 1 2
⎕←∪m
t←↑'ab' 'cd' 'ab'
⎕←t⍳'cd'
⎕←∪t
⎕←(3 2⍴0.1 0.2 0.3 0.4 0.5 0.6)⍳0.3 0.4
⍴∪0 2⍴0
