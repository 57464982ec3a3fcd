⍝ +/⍵×⍵ is one reduction: the map is computed inside it. Over 10000 elements the reduction runs
⍝ in its two stages (chunk sums, then their sum), and ⍳ and 10| need no kernel of their own.
⍝ == output: 285000
⍝ == kernels: 2
x←10|⍳10000
+/x×x
