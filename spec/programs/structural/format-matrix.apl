⍝ ⍕ of a numeric matrix (or higher rank) is its display form as a character array: the rows keep
⍝ their leading axes, every column aligned over the whole array (decimal points lined up, a column
⍝ with an E number right-aligned), one blank between columns.
⍝ == output:
⍝ 1 2
⍝ 3 4
⍝ 2 3
⍝ 1.5 10      ¯2
⍝ 3    4.25 1E10
⍝ 2 2 3
⍝ 1 2
⍝ 3 4
⍝
⍝ 5 6
⍝ 7 8
⍝ 3 0
⍝ [  1][ 10][100]
⎕←⍕2 2⍴⍳4
⎕←⍴⍕2 2⍴⍳4
⎕←⍕2 3⍴1.5 10 ¯2 3 4.25 1E10
⎕←⍴⍕2 2 2⍴⍳8
⎕←⍕2 2 2⍴⍳8
⎕←⍴⍕3 0⍴0
,'[',(⍕3 1⍴1 10 100),']'
