⍝ ⌊/ and ⌈/ of an empty float array give the largest finite f32 and its negation, the same on
⍝ every backend. Dyalog gives the largest f64 (1.797693135E308) and its negation.
⍝ == output:
⍝ 3.4028235E38
⍝ ¯3.4028235E38
⍝ 3.4028235E38 3.4028235E38
⍝ ¯3.4028235E38 ¯3.4028235E38 ¯3.4028235E38
⎕←⌊/0⍴0.5
⎕←⌈/0⍴0.5
⎕←⌊/2 0⍴1.5
⌈⌿0 3⍴2.5
