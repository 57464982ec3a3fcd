⍝ A user operator applies its operand twice; the second application gets a shorter vector
⍝ == error: LENGTH ERROR 4:5
twice←{⍺⍺ ⍺⍺ ⍵}
{1↓⍵+1 2 3}twice 10 20 30
