⍝ Monadic ,[k]: a fractional k adds a unit axis at ⌈k; an integer k changes nothing
⍝ == output:
⍝ 1 3
⍝ 1
⍝ 2
⍝ 3
⍝ 2 3 1
⍝ 1 2 3
⍝ 4 5 6
⎕←⍴,[0.5]1 2 3
⎕←,[1.5]1 2 3
⎕←⍴,[2.5]2 3⍴⍳6
,[1]2 3⍴⍳6
