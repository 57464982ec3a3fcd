⍝ +/¨ of 10³ items of mixed lengths (10⁵ elements) is one segmented scan and one gather, whatever
⍝ the number of items: a fixed number of dispatches (ragged-reduce-1e5.apl has 10⁵ items; the few
⍝ more it takes are the extra levels of the scans over its 100 times longer descriptor)
⍝ == output:
⍝ 4950 5151 4950 5151
⍝ 5050500
⍝ == kernels: 25
s←+/¨⍳¨1000⍴99 101
⎕←4↑s
+/s
