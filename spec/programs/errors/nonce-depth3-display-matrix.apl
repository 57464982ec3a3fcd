⍝ A nested array of depth 3 and rank 2 (f¨ over a matrix, f giving nested arrays) has no display
⍝ in aplc yet
⍝ == error: NONCE ERROR 4:1
{' '(≠⊆⊢)⍵}¨2 2⍴⊂'a b'
