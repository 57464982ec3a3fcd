⍝ Tolerant comparison never makes an infinity equal to a number: |∞-4| ≤ ⎕CT×∞ holds, so the
⍝ tolerance applies only where |x|⌈|y| is finite. ∞ (an f32 overflow: Dyalog has no ∞, aplc's
⍝ floats do) equals itself, is above every number and below none; a large finite value keeps
⍝ its tolerance. Found by the Mandelbrot benchmark, whose escaped points were counted as equal.
⍝ == output:
⍝ 0 1 0
⍝ 1 1 0 0
⍝ 0 1
⍝ 0 1 4
x←1E38×1E38
⎕←(x=4),(x=x),(x≠x)
⎕←(x>4),(x≥4),(x<4),(x≤4)
⎕←(¯4=-x),(3E38=3.0000001E38)
(4∊1 2,x),(x∊1 2,x),(1 2,x)⍳4
