⍝ Tolerant floor and ceiling (APL2, Dyalog): ⌊x is the nearest integer when x is within
⍝ ⎕CT×1⌈|x| of it, else the floor; ⌈x is -⌊-x. Residue: ⍺|⍵ is 0 when ⍵÷⍺ is tolerantly an integer.
⍝ The tolerance is relative: in f32, from 2¹⁷ (131072) on, ⎕CT×|x| is past 0.5 and ⌊ of a float
⍝ with a fraction of 0.5 or more is the integer above it (⌊200000.7 is 200001; Dyalog's f64 does
⍝ the same from 2⁴⁹ on). ⎕CT←0 floors exactly (tolerance-exact.apl).
⍝ == output:
⍝ 1 3 ¯1 2 ¯3
⍝ 1 ¯3 3 ¯2
⍝ 1
⍝ 3
⍝ 0 0.5 0.75
⍝ 0 0.04999999
⍝ 1.5 1.5
⍝ 2.5
⍝ 100001
⍝ 200001
⎕←⌊0.99999999 2.9999998 ¯0.9999999 2.5 ¯2.5
⎕←⌈1.0000001 ¯2.9999998 2.5 ¯2.5
⎕←⌊3×÷3
⎕←⌊0.1×30
⎕←1|2.9999998 0.5 ¯0.25
⎕←0.1|0.3 0.35
⎕←3|7.5 ¯7.5
⎕←0|2.5
⎕←⌊100000.7
⌊200000.7
