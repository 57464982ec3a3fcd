⍝ A scalar function between nested arrays whose items differ in length: the checker knows the
⍝ items' shapes, so the LENGTH ERROR is found before the program runs
⍝ == error: LENGTH ERROR 5:11
⎕←'not printed: the program does not run'
(1 2)(3 4)+(1 2 3)(4 5 6)
