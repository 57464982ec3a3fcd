⍝ Conway's Game of Life on a 6×6 torus: a glider, its next two generations,
⍝ and a check that after four generations it has moved one cell down and right.
⍝ == output:
⍝ 0 1 0 0 0 0
⍝ 0 0 1 0 0 0
⍝ 1 1 1 0 0 0
⍝ 0 0 0 0 0 0
⍝ 0 0 0 0 0 0
⍝ 0 0 0 0 0 0
⍝ 0 0 0 0 0 0
⍝ 1 0 1 0 0 0
⍝ 0 1 1 0 0 0
⍝ 0 1 0 0 0 0
⍝ 0 0 0 0 0 0
⍝ 0 0 0 0 0 0
⍝ 0 0 0 0 0 0
⍝ 0 0 1 0 0 0
⍝ 1 0 1 0 0 0
⍝ 0 1 1 0 0 0
⍝ 0 0 0 0 0 0
⍝ 0 0 0 0 0 0
⍝ 1
life←{
  n←(1⌽⍵)+(¯1⌽⍵)+(1⊖⍵)+(¯1⊖⍵)
  n←n+(1⊖1⌽⍵)+(1⊖¯1⌽⍵)+(¯1⊖1⌽⍵)+¯1⊖¯1⌽⍵
  (n=3)∨⍵∧n=2
}
board←6 6↑3 3⍴0 1 0 0 0 1 1 1 1
⎕←board
⎕←life board
⎕←life life board
∧/,(life life life life board)=¯1⊖¯1⌽board
