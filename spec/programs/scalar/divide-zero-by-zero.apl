⍝ Dyalog defines 0÷0 as 1
⍝ == output: 1 0
0 0÷0 5
