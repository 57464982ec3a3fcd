⍝ Indexed assignment into a character matrix (apltail's idxassign)
⍝ == output:
⍝ hello
⍝  thXs
⍝  ishe
x←3 5⍴'hello this is'
x[2;4]←'X'
x
