⍝ Grading empty and one-item vectors
⍝ == output:
⍝ 0
⍝ 1
⎕←⍴⍋⍬
⍋,7
