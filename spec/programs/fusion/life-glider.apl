⍝ Game of Life on a 6×6 torus: the eight rotations and the rule are one kernel a generation;
⍝ the last generation and the comparison with the expected board fold into the reduction.
⍝ == output: 1
⍝ == kernels: 4
life←{
  n←(1⌽⍵)+(¯1⌽⍵)+(1⊖⍵)+(¯1⊖⍵)
  n←n+(1⊖1⌽⍵)+(1⊖¯1⌽⍵)+(¯1⊖1⌽⍵)+¯1⊖¯1⌽⍵
  (n=3)∨⍵∧n=2
}
board←6 6↑3 3⍴0 1 0 0 0 1 1 1 1
∧/,(life life life life board)=¯1⊖¯1⌽board
