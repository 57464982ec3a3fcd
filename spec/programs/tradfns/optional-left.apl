⍝ {X} in the header: the left argument is optional (called monadically it has no value)
⍝ == output:
⍝ 4
⍝ 7
∇R←{X} Plus Y
 R←Y
∇
∇R←X Add Y
 R←X+Y
∇
⎕←Plus 4
3 Add 4
