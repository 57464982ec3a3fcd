⍝ ⍳ of a length computed at run time past the most items an array holds (2*31 is one past):
⍝ a LIMIT ERROR at ⍳ when it runs
⍝ == output:
⍝ 4
⍝ == error: LIMIT ERROR 7:1
⎕←≢⍳2*2
⍳2*31
