⍝ A length that depends on data: (v>5)/v has 2 items, not 3; stops at the + after what was printed before
⍝ == output: before
⍝ == error: LENGTH ERROR 6:12
v←3.5 7 1 9
⎕←'before'
r←((v>5)/v)+⍳3
⎕←'after'
