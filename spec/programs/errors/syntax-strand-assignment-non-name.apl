⍝ Only names can be assigned in parentheses
⍝ == error: SYNTAX ERROR 3:1
(a 1)←2
