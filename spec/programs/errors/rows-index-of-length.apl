⍝ ⍺⍳⍵ with a matrix ⍺ and rows of ⍵ of another length than ⍺'s: a LENGTH ERROR
⍝ == error: LENGTH ERROR 4:2
m←3 2⍴⍳6
m⍳1 2 3
