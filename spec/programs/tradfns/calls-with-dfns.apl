⍝ A traditional function calls a dfn and is called from one (and through ¨); a niladic function is called by its name
⍝ == output:
⍝ 4 9 16
⍝ 9
⍝ 14
∇R←Square Y
 R←{⍵×⍵}Y
∇
∇R←Three
 R←3
∇
∇R←Twice Y;add
 add←{⍺+⍵}
 R←Y add Y
∇
⎕←{Square ⍵+1}¨1 2 3
⎕←{(Three×⍵)+Three}2
Twice 7
