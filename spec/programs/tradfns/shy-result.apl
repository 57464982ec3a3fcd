⍝ A shy result (∇{R}←f Y): a call that is a whole statement displays nothing, inside another
⍝ function or as the program's last statement; used in an expression it is an ordinary value
⍝ == output:
⍝ 4
⍝ 3
⍝ 11
⍝ 5 7
∇{R}←Inc Y
 R←Y+1
∇
∇R←Twice Y
 Inc Y
 R←Inc Inc Y
∇
⎕←Inc 3
⎕←Twice 1
⎕←10+Inc 0
Inc 9
x←Inc 4 6
⎕←x
Inc x
