⍝ APL has no ∞: 1E38×1E38 (an f32 overflow) is a LIMIT ERROR at its ×. It was ∞, which equalled
⍝ itself and, tolerantly, every number until tolerance was kept to finite |x|⌈|y|; that is how the
⍝ Mandelbrot benchmark once counted its escaped points. Dyalog, computing in f64, gives 1E76. A
⍝ large finite value keeps its tolerance.
⍝ == output:
⍝ 0 1
⍝ 1 0 1
⍝ == error: LIMIT ERROR 11:9
⎕←(¯3E38=3E38),(3E38=3.0000001E38)
⎕←(3E38>4),(3E38<4),(3E38∊1 2,3E38)
⎕←x←1E38×1E38
