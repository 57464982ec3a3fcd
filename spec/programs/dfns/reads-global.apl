⍝ A dfn reads a global variable defined before it is called
⍝ == output: 3 6 9
k←3
{⍵×k}1 2 3
