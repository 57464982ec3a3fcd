⍝ m[i;j] with two scalars selects one element
⍝ == output:
⍝ 2
⍝ 9
m←3 3⍴⍳9
⎕←m[1;2]
m[3;3]
