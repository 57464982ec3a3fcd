⍝ A primitive that takes no axis, given one, is an AXIS ERROR as in Dyalog. aplc accepted and
⍝ ignored such axes before, which is how ⊂[1] came to give a wrong answer
⍝ == error: AXIS ERROR 4:1
⍴[1]2 3
