⍝ Dyadic grade (with a collating sequence) is not supported yet
⍝ == error: NONCE ERROR 3:6
'abc'⍋'cab'
