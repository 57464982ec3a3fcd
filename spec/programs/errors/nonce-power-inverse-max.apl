⍝ Maximum with a constant has no inverse
⍝ == error: NONCE ERROR 3:4
(2∘⌈)⍣¯1⊢3
