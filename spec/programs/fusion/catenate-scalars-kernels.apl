⍝ Three reductions side by side: one fold for all three and one map that picks each position's
⍝ scalar; nothing in the pieces can fail, so they are read unclamped.
⍝ == output: 1 5 14
⍝ == kernels: 2
v←3 1 4 1 5
(⌊/v),(⌈/v),+/v
