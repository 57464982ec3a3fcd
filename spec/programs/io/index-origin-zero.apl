⍝ With ⎕IO←0, indices start at 0
⍝ == output:
⍝ 10
⍝ 30 10
⍝ 4 5 6
⍝ 8
⎕IO←0
v←10 20 30
m←3 3⍴1 2 3 4 5 6 7 8 9
⎕←v[0]
⎕←v[2 0]
⎕←m[1;]
m[2;1]
