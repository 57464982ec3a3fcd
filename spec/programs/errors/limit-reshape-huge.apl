⍝ A length in a shape past the most items an array holds (2147483647: sizes are 32-bit) is a
⍝ LIMIT ERROR before the program runs
⍝ == error: LIMIT ERROR 4:5
1e10⍴1
