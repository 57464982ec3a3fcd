⍝ Under ⎕FR←645 the identities of ⌊/ and ⌈/ over an empty float axis are the largest f64 and its
⍝ negation (Dyalog's ⌊/⍬), and an int past 2²⁴ converts to a float exactly.
⍝ == output:
⍝ 1.797693135E308
⍝ ¯1.797693135E308
⍝ 16777217
⍝ 1
⎕FR←645
⎕←⌊/0⍴1.5
⎕←⌈/0⍴1.5
⎕←16777217×1.5-0.5
1E300<1E301
