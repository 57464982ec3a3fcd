⍝ ⍥ (over): f⍥g ⍵ is f g ⍵ and ⍺ f⍥g ⍵ is (g ⍺) f (g ⍵) (Dyalog reference, "Over"). So
⍝ 3 1 4 =⍥| ¯3 1 ¯4 compares magnitudes (|3 1 4 = |¯3 1 ¯4: 1 1 1); +⍥⌊ 2.5 3.7 is +⌊2.5 3.7
⍝ (2 3); 2.5 +⍥⌊ 3.7 is 2+3; 'abc' ≡⍥⍴ 'xyz' matches the shapes 3 and 3; under ¨ the pairs are
⍝ 1+⌊1.5, 2+⌊2.5, 3+⌊3.5 (2 4 6); in a reduction ⍺ ×⍥| ⍵ is |⍺×|⍵, folded from the right:
⍝ ¯2 f (3 f ¯4) = 2×12 = 24; as the right function of an inner product, +/(|1 2 3)×|¯4 5 ¯6 is
⍝ 4+10+18 = 32; x+⍥≢←4 5 sets x to (≢x)+≢4 5 = 5.
⍝ == kernels: 5
⍝ == output:
⍝ 1 1 1
⍝ 2 3
⍝ 5
⍝ 1
⍝ 2 4 6
⍝ 24
⍝ 32
⍝ 5
⎕←3 1 4 =⍥| ¯3 1 ¯4
⎕←+⍥⌊ 2.5 3.7
⎕←2.5 +⍥⌊ 3.7
⎕←'abc' ≡⍥⍴ 'xyz'
⎕←1 2 3 (+⍥⌊)¨ 1.5 2.5 3.5
⎕←×⍥|/ ¯2 3 ¯4
⎕←1 2 3 +.(×⍥|) ¯4 5 ¯6
x←1 2 3
x+⍥≢←4 5
⎕←x
