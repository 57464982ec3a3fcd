⍝ An int + whose exact result leaves i32 stops with a LIMIT ERROR at its place instead of
⍝ wrapping around (Dyalog would give the float 2147483648); up to the limit it is exact.
⍝ == output: 2147483647 ¯2147483648
⍝ == error: LIMIT ERROR 7:4
⎕←(2147483646+1),¯2147483647+¯1
x←1 2 2147483647
⎕←x+1
