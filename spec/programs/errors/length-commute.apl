⍝ Commute swaps the arguments but their lengths still differ
⍝ == error: LENGTH ERROR 3:6
1 2 3-⍨1 2
