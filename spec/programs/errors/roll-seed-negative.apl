⍝ A negative seed, found when the program runs, is a DOMAIN ERROR
⍝ == error: DOMAIN ERROR 4:5
x←1-2×⍴⍳3
⎕RL←x
?6
