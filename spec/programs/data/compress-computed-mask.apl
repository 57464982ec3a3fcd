⍝ Compress with a mask computed from data: the length is known only at run time
⍝ == output:
⍝ 7.5 9
⍝ 2
v←3.5 7.5 1 9
⎕←(v>5)/v
≢(v>5)/v
