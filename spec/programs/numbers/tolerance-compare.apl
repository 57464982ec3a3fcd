⍝ Comparisons of floats within the default tolerance, ⎕CT 2⁻¹⁸ in f32 (3.8E¯6, 32 ulps of 1):
⍝ x=y when |x-y| ≤ ⎕CT×(|x|⌈|y|), as Dyalog with its f64 1E¯14. 1.000003 is within it of 1,
⍝ 1.000004 not; < and > hold only between values that are not tolerantly equal, ≤ ≥ also between
⍝ those that are; a tolerance never makes 0 equal to anything else. ≡ compares items the same way.
⍝ Ints and characters compare exactly (2147483647 is no float).
⍝ == output:
⍝ 1
⍝ 1
⍝ 1 0 0
⍝ 0
⍝ 1
⍝ 1
⍝ 0
⍝ 0
⍝ 0
⍝ 1
⍝ 1
⍝ 1
⍝ 0
⍝ 0
⎕←1=1.0000001
⎕←1=(÷3)×3
⎕←1 1 1=1.000003 1.000004 1.00001
⎕←(÷3)<1÷3.0000001
⎕←1.0000001 ≤ 1
⎕←1 ≥ 1.0000001
⎕←1.0000001 > 1
⎕←1≠1.0000001
⎕←0=1E¯30
⎕←(0.1+0.2)≡0.3
⎕←(1 2 3×0.1)≡0.1 0.2 0.3
⎕←3=3.0000001
⎕←'a'=97
2147483647=2147483646
