⍝ Expand appends a fill item to its argument (a catenation fused into one map) and gathers; the
⍝ argument's map reads its source through the drop at i+2, which for the fill position was past
⍝ the end (it was an INDEX ERROR).
⍝ == output: 6 0 8
⍝ == kernels: 3
1 0 1\(2↓1 2 3 4)×2
