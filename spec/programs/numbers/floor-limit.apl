⍝ ⌊ and ⌈ give ints: of a float past i32 they are a LIMIT ERROR (⌊2.5E9 wrapped to ¯1794967296).
⍝ == output:
⍝ ¯3 1000000000 2147483520
⍝ ¯2 ¯2147483648
⍝ == error: LIMIT ERROR 8:1
⎕←⌊¯2.5 1E9 2147483520
⎕←⌈¯2.5 ¯2147483648
⌈3 2.5E9
