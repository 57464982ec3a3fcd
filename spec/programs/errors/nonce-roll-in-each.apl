⍝ A ? in a dfn under ¨ would move the program's random counter from applications that run in parallel
⍝ == error: NONCE ERROR 3:2
{?⍵}¨3 4 5
