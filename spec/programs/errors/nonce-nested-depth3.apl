⍝ Enclosing a nested array makes depth 3: aplc supports depth 2 (simple items) only
⍝ == error: NONCE ERROR 3:1
⊂(1 2)(3 4)
