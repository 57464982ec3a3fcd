⍝ ⎕C folds case (to lower case), 1 ⎕C converts to upper case and ¯1 ⎕C to lower case (ASCII and
⍝ Latin-1 letters); numbers are left as they are
⍝ == output:
⍝ abc déf
⍝ ABC ÉZ
⍝ abc
⍝ 1 2
⍝ HELLOOLLEH
⎕←⎕C 'AbC déF'
⎕←1 ⎕C 'abc éz'
⎕←¯1 ⎕C 'ABC'
⎕←⎕C 1 2
s←'hello'
1 ⎕C s,⌽s
