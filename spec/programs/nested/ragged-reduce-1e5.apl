⍝ +/¨ of 10⁵ items of mixed lengths (10⁵ elements): one segmented scan and one gather,
⍝ a fixed number of dispatches (compare ragged-reduce-1e3.apl, 10³ items)
⍝ == output:
⍝ 0 3 0 3
⍝ 150000
⍝ == kernels: 30
s←+/¨⍳¨100000⍴0 2
⎕←4↑s
+/s
