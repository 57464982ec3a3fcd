⍝ A scan by a primitive that fails reports the primitive's place: 16○2 is no circle function.
⍝ == error: DOMAIN ERROR 4:3
x←9 16 2
⎕←○\x
