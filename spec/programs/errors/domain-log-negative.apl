⍝ ⍺⍟⍵ of a negative number would be complex: a DOMAIN ERROR
⍝ == error: DOMAIN ERROR 3:2
2⍟¯4
