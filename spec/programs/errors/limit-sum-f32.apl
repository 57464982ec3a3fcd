⍝ In a 32-bit-float program (the default) an int sum outside i32 is a LIMIT ERROR whose message
⍝ names the range and the fix (⎕FR←645 or --float 64 make the sum a 64-bit float, 5000050000).
⍝ == error: LIMIT ERROR 4:1
+/⍳100000
