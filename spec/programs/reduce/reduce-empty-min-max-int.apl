⍝ ⌊/ and ⌈/ of an empty integer array give the largest and smallest i32, the same on every
⍝ backend. Dyalog gives the largest float (1.797693135E308) and its negation, typed float: aplc
⍝ keeps the element type of the argument (README, deviations).
⍝ == output:
⍝ 2147483647
⍝ ¯2147483648
⍝ 2147483647 2147483647
⍝ ¯2147483648 ¯2147483648 ¯2147483648
⎕←⌊/0⍴5
⎕←⌈/0⍴¯5
⎕←⌊/2 0⍴7
⌈⌿0 3⍴7
