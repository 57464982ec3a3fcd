⍝ ,[k] with a fractional k joins along a new axis
⍝ == output:
⍝ 1 2
⍝ 3 4
⍝ 1 3
⍝ 2 4
⍝ ab
⍝ cd
⍝ 0 0
⍝ 1 2
⎕←1 2,[0.5]3 4
⎕←1 2,[1.5]3 4
⎕←'ab',[0.5]'cd'
0,[0.5]1 2
