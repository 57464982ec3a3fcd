⍝ ⍋ is not supported in this version
⍝ == error: NONCE ERROR 3:1
⍋3 1 2
