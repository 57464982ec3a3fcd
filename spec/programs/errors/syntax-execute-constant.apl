⍝ ⍎ of a character constant that is not valid APL is a SYNTAX ERROR pointing into the string
⍝ == error: SYNTAX ERROR 3:4
⍎'1+'
