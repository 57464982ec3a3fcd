⍝ Ravel with a vector axis (Dyalog's ,[k]⍵ with k contiguous ascending axes): those axes merge
⍝ into one as long as their product, in row-major order, so ,[1 2] of a 2 3 4 array has shape 6 4
⍝ and ,[2 3] shape 2 12; a one-item vector axis is that axis (,[,2] changes nothing, ,[,0.5] adds
⍝ a leading unit axis).
⍝ == output:
⍝ 6 4
⍝ 2 12
⍝ 1 2 3 4 5 6
⍝ 2 3 4
⍝ 1 2
⍝ 13 14 15 16
⍝  1  2  3  4  5  6  7  8  9 10 11 12
⍝ 13 14 15 16 17 18 19 20 21 22 23 24
⎕←⍴,[1 2]2 3 4⍴⍳24
⎕←⍴,[2 3]2 3 4⍴⍳24
⎕←,[1 2]2 3⍴⍳6
⎕←⍴,[,2]2 3 4⍴⍳24
⎕←⍴,[,0.5]1 2
⎕←(,[1 2]2 3 4⍴⍳24)[4;]
,[2 3]2 3 4⍴⍳24
