⍝ (v>5)/v has a length known only at run time, but it agrees with itself
⍝ == output:
⍝ 14 18
⍝ ¯2 2
v←3.5 7 1 9
w←(v>5)/v
⎕←w+w
w-⌽w
