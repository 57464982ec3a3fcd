⍝ A string with no closing quote
⍝ == error: SYNTAX ERROR 3:3
x←'abc
