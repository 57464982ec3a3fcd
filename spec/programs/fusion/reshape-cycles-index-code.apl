⍝ ⍴ cycling through an ⍳ or another map of index arithmetic reads its source at c|i, which is in
⍝ range whenever the source length c is a positive constant, so the source is computed where it is
⍝ read and never materialised: 2 3⍴⍳2147483647 needs 6 elements, not 2³¹ (found by npm run fuzz:
⍝ interp and cpu filled 2³¹ items and did not end; webgpu gave a LIMIT ERROR).
⍝ == kernels: 3
⍝ == output:
⍝ 1 2 3
⍝ 4 5 6
⍝ 7 6 5 4 3
⍝ 2 4 6 2 4 6 2
⎕←2 3⍴⍳2147483647
⎕←5⍴⌽⍳7
⎕←7⍴2×⍳3
