⍝ ⍲ is defined on booleans only
⍝ == error: DOMAIN ERROR 3:2
2⍲1
