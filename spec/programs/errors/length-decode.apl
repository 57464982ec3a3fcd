⍝ The radix and the digits must agree in length
⍝ == error: LENGTH ERROR 3:6
1 2 3⊥1 2
