⍝ Horner's rule written out for a cubic 2x³-3x²+0x+5 at several points
⍝ == kernels: 1
⍝ == output: 5 4 9 32
x←0 1 2 3
5+x×0+x×¯3+x×2
