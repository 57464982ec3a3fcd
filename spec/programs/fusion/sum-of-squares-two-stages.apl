⍝ +/⍵×⍵ is one reduction: the map is computed inside it. Over 1000 elements the reduction runs
⍝ in its two stages (chunk sums, then their sum), and ⍳ needs no kernel of its own.
⍝ == output: 333833500
⍝ == kernels: 2
x←⍳1000
+/x×x
