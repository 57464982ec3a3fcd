⍝ A catenation fused into one map reads each piece only at its own positions: the outer product
⍝ becomes a piece that indexes its argument at i-1, and at the 0's position that index is
⍝ clamped into the piece instead of reading element ¯1 (it was an INDEX ERROR).
⍝ == output: 0 2 3
⍝ == kernels: 1
0,(1 2)∘.+1
