⍝ A function without a result is called as a whole statement; it modifies a name of the scope where it
⍝ was defined when its header does not localise it; a statement whose value is not assigned is displayed
⍝ == output:
⍝ adding
⍝ adding
⍝ 12
⍝ 5
⍝ 12
total←0
∇Add X
 'adding'
 total+←X
∇
∇R←Local X;total
 total←X
 R←total
∇
Add 5
Add 7
⎕←total
⎕←Local 5
total
