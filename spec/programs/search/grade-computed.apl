⍝ Grade of a vector whose length is known only at run time
⍝ == output:
⍝ 3 4 5 6 9
v←3 1 4 1 5 9 2 6
w←(v>2)/v
w[⍋w]
