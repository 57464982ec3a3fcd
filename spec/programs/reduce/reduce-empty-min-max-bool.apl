⍝ ⌊/ and ⌈/ of an empty boolean array give the identities of ⌊ and ⌈ on booleans, 1 and 0, on
⍝ every backend (WebGPU gave 255 for ⌊/⍬, the i32 maximum stored as a boolean byte, and the
⍝ interpreter 1 for ⌈/⍬). Dyalog gives the largest float (1.797693135E308) and its negation,
⍝ typed float: aplc keeps the element type of the argument (README, deviations).
⍝ == output:
⍝ 1
⍝ 0
⍝ 1
⍝ 0
⍝ 1 1
⍝ 0 0 0
⍝ 2
⎕←⌊/⍬
⎕←⌈/⍬
⎕←⌊/0⍴0
⎕←⌈/0⍴1=1
⎕←⌊/2 0⍴1
⎕←⌈⌿0 3⍴0
(⌊/⍬)+1+⌈/⍬
