⍝ A dyadic function with no right argument
⍝ == error: SYNTAX ERROR 3:5
1 2 +
