⍝ A bracket axis written as a one-item vector is that axis (Dyalog takes a scalar or one-item
⍝ vector): +/[,1] sums columns, ⌽[,1] reverses rows, ,[,0.5] laminates as ,[0.5] does.
⍝ == output:
⍝ 5 7 9
⍝ 4 5 6
⍝ 1 2 3
⍝ 1
⍝ 4
⍝ 2 3 4
⍝ 6 7 8
⍝ 1 2 3
⍝ 5 7 9
⍝ 1 2 3
⍝ 1 2
⍝ 3 4
⍝ 5 6
⍝ 1 2
⍝ 3 4
⎕←+/[,1]2 3⍴⍳6
⎕←⌽[,1]2 3⍴⍳6
⎕←1↑[,2]2 3⍴⍳6
⎕←1 2+[,1]2 3⍴⍳6
⎕←+\[,1]2 3⍴⍳6
⎕←1 0/[,1]2 3⍴⍳6
⎕←(2 2⍴⍳4),[,1]5 6
1 2,[,0.5]3 4
