⍝ Matrix products large enough (over 1024 results) for the register-blocked reduction kernel,
⍝ with partial blocks at the edges (37 and 45 are not multiples of 8), and a non-associative
⍝ inner product (-.×, an exact right fold) on the same path. ⍳ and its reshapes are index
⍝ arithmetic inside the product: no kernel makes the operands. (+/,p is 18574856550, past i32:
⍝ a LIMIT ERROR since issue 14, where it printed the wrapped 1394987366; its residues fit.)
⍝ == output:
⍝ 836550
⍝ 223200 21376140
⍝ 607442
⍝ == kernels: 12
⍝ exact comparison: ⌊ of a sum near 607442.5 within ⎕CT would round it up where f32 rounding
⍝ puts it at .5 (the discrete profile's order), so the floor below is untolerant
⎕CT←0
a←37 30⍴⍳1110
b←30 45⍴⌽⍳1350
p←a+.×b
⎕←+/,1000|p
⎕←p[1;1],p[37;45]
q←a-.×b÷1000
⍝ rounded, not floored: the f32 sum (607441.948 exactly) is within its rounding error of 607442,
⍝ where the order of a parallel sum decides the floor
⌊0.5++/,q
