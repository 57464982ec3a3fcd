⍝ A count known before the program runs allows f to change the shape each time (Fibonacci)
⍝ == output:
⍝ 0 1 1 2 3 5 8 13 21 34 55 89
fibo←{(,⍵),+/¯2↑,⍵}
(fibo⍣10)0 1
