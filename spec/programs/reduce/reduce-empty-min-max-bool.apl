⍝ ⌊/ and ⌈/ over an axis known to be empty give Dyalog's identities, the largest float and its
⍝ negation, typed float whatever the argument's type (here booleans), on every backend (WebGPU
⍝ once gave 255 for ⌊/⍬, the i32 maximum stored as a boolean byte). The largest float is f32's,
⍝ 3.4028235E38 (Dyalog's f64 one is 1.797693135E308). ⍬+1+ of them is 0: 1 is lost in the sum.
⍝ == output:
⍝ 3.4028235E38
⍝ ¯3.4028235E38
⍝ 3.4028235E38
⍝ ¯3.4028235E38
⍝ 3.4028235E38 3.4028235E38
⍝ ¯3.4028235E38 ¯3.4028235E38 ¯3.4028235E38
⍝ 0
⎕←⌊/⍬
⎕←⌈/⍬
⎕←⌊/0⍴0
⎕←⌈/0⍴1=1
⎕←⌊/2 0⍴1
⎕←⌈⌿0 3⍴0
(⌊/⍬)+1+⌈/⍬
