⍝ An array has at most 15 axes, as in Dyalog: a take with 1000 counts would give a result of
⍝ rank 1000, a LIMIT ERROR at compile time (compiling its 1000 axes once took minutes); rank 15
⍝ is allowed.
⍝ == error: LIMIT ERROR 7:2
a←(15⍴1)⍴5
s←1000⍴0 3
s↑16
