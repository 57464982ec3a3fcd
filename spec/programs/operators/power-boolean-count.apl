⍝ The else idiom: a count of 0 or 1 computed from data
⍝ == output:
⍝ 58
⍝ ¯29 ¯28
⍝ ¯27 ¯26
else←{(⍺⍺⍣⍺)(⍵⍵⍣(~⍺))⍵}
v←3 1 2
⎕←(2<⌈/v){⍵+30}else{⍵-30}28
(3<⌈/v){⍵+30}else{⍵-30}2 2⍴⍳4
