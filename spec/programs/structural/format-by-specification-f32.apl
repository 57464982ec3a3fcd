⍝ Dyadic ⍕ of 32-bit floats: digits past the 8 significant ones an f32 holds are '_' (an f64
⍝ holds 16), so no digit printed is noise of the binary value; integers are exact.
⍝ == output:
⍝  0.33333334____
⍝  1234.57
⍝  123456789.00
⎕←0 12⍕÷3
⎕←2⍕1234.5678
2⍕123456789
