⍝ The logarithm of zero
⍝ == error: DOMAIN ERROR 3:1
⍟0
