⍝ Subtracting strings
⍝ == error: DOMAIN ERROR 3:6
'abc'-'abd'
