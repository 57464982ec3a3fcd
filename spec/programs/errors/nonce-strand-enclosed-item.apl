⍝ A strand encloses each item that is not a simple scalar, an enclosure too, so (⊂1 2)(3 4) has
⍝ depth 3 (ngn/apl: ≡ gives 3), as has (2⊃x)(+/x) where +/ of a nested vector is an enclosure.
⍝ aplc held the enclosure as the array it holds, a wrong answer (depth 2); now a NONCE naming depth 3
⍝ == error: NONCE ERROR 6:8
x←(0 0)(1 2)
⎕←(2⊃x)(+/x)
