⍝ An int - whose exact result leaves i32: a LIMIT ERROR at its place, never a wrapped value.
⍝ == output: ¯2147483648 2147483647
⍝ == error: LIMIT ERROR 6:13
⎕←(¯2147483647-1),2147483646-¯1
y←3 ¯2147483647
⎕←2147483647-y
