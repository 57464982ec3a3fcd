⍝ An f64 program whose floats are arrays, so that on WebGPU its maps, folds, scans, inner products,
⍝ sorts and comparisons run in double-float pairs (issue 14). The sums are checked against their
⍝ exact values to 1E¯13 (relative), which f32 misses by six orders of magnitude.
⍝ == output:
⍝ 50050
⍝ 1
⍝ 1
⍝ 1.172619048  0.6416666667 0.4537037037
⍝ 0.3238095238 0.1858333333 0.1351851852
⍝ 0.1899801587 0.1103174603 0.08079805996
⍝ 0.01428571429 14.28571429
⍝ 0 0 1 1 1
⍝ 0.1 0.2 0.3 0.4 0.5
⍝ 100 99.9 99.8
⍝ 500
⍝ 1
⍝ 3.141592654 6.283185307 9.424777961
⍝ 1
⎕FR←645
x←0.1×⍳1000
s←+/x
⎕←s
⎕←1E¯13>|1-s÷50050
⎕←1E¯13>|1-(¯1↑+\x)÷50050
m←3 3⍴÷⍳9
⎕←m+.×m
⎕←(⌊/x÷7),⌈/x÷7
⎕←⌊x[28 29 30 31 32]÷3
⎕←(3|x)[⍳5]
⎕←(x[⍒x])[⍳3]
⎕←+/x<50.05
⎕←+/x=0.3
⎕←○⍳3
∧/1E¯14>|1-(○1+0×⍳3)÷3.141592653589793
