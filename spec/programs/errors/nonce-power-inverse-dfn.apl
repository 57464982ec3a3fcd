⍝ A dfn has no inverse aplc can derive
⍝ == error: NONCE ERROR 3:1
{⍵+1}⍣¯1⊢3
