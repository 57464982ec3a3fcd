⍝ A scalar function between irregular nested vectors pairs their items: where the items' lengths
⍝ are written in the program, items that differ are a LENGTH ERROR before the program runs
⍝ == error: LENGTH ERROR 5:13
⎕←'not printed: the program does not run'
(1 2)(3 4 5)+(1 2 3)(4 5)
