⍝ ¯2147483648 has no magnitude in i32: monadic | of it is a LIMIT ERROR.
⍝ == output: 2147483647 5 0
⍝ == error: LIMIT ERROR 5:1
⎕←|¯2147483647 ¯5 0
|2 ¯2147483648
