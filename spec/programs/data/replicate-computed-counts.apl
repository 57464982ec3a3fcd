⍝ Replicate by counts computed at run time, zero counts drop items
⍝ == output: 10 10 30 30 30
c←⌊2.5 0 3.2
c/10 20 30
