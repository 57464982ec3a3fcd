⍝ ∨ and ∧ of non-integers: GCD and LCM within a tolerance, as Dyalog defines them (Euclid with a
⍝ tolerant residue); a fold whose accumulator is a float, (⊣÷∨)/12 18, now works. Dyalog's 64-bit
⍝ floats give 0.1 and 1.2 where 32-bit steps give the nearest f32 values below
⍝ == output:
⍝ 0.5
⍝ 7.5
⍝ 2
⍝ 0.099999994
⍝ ¯7.5
⍝ 2.5
⍝ 3.75
⍝ 1.1999998
⎕←1.5∨2.5
⎕←1.5∧2.5
⎕←(⊣÷∨)/12 18
⎕←0.2∨0.3
⎕←¯1.5∧2.5
⎕←0∨2.5
⎕←3.75∨0
∨/2.4 3.6 6
