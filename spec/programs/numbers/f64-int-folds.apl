⍝ In a 64-bit-float program (⎕FR←645) the + - × folds and ⊥ of ints are floats, as Dyalog gives a
⍝ float where an int result leaves the 32-bit range: exact below 2⁵³ (issue 14). A result that
⍝ fits prints as an int does; ×/⍳20 prints at ⎕PP 10 (--json and the API give all its digits,
⍝ 2432902008176640000). A sum of booleans stays an int. Checked with ngn/apl (⎕IO 0, f64).
⍝ == output:
⍝ 5000050000
⍝ 2.432902008E18
⍝ 2147483647
⍝ 9999999999
⍝ 1 3 2147483647 4294967294
⍝ ¯2147483647
⍝ 4
⍝ 4000000000 2000000000
⎕FR←645
⎕←+/⍳100000
⎕←×/⍳20
⎕←+/¯1 2147483647 1
⎕←10⊥9 9 9 9 9 9 9 9 9 9
⎕←+\1 2 2147483644 2147483647
⎕←-/1 2147483647 ¯1
⎕←+/1 0 1 1 1
m←2 2⍴2000000000 1000000000
+⌿m
