⍝ An undefined name as the operand of reduce
⍝ == error: VALUE ERROR 3:1
foo/1 2 3
