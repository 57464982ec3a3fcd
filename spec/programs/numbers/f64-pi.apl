⍝ ⎕FR←645 at the top of a file: every float of the program is an IEEE f64 (issue 14). ○1 is then
⍝ exactly the f64 nearest π, the literal 3.141592653589793, and prints at ⎕PP 10 as Dyalog does.
⍝ In f32 (the default) the same comparisons give 0.
⍝ == output:
⍝ 3.141592654
⍝ 1
⍝ 0
⍝ 0.3333333333
⍝ 1
⎕FR←645
⎕←○1
⎕←(○1)=3.141592653589793
⎕←(○1)-3.141592653589793
⎕←÷3
(0.1+0.2)=0.30000000000000004
