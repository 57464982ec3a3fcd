⍝ Characters have no order: < of strings
⍝ == error: DOMAIN ERROR 3:6
'abc'<'abd'
