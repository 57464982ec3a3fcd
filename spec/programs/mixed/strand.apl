⍝ A strand of characters beside numbers is a mixed vector (Dyalog's simple mixed array): each
⍝ element keeps its kind, and the display writes a character as itself and a number as a number,
⍝ a blank between a number and its neighbours. Checked against ngn/apl.
⍝ == output:
⍝ a 1
⍝ 1.5 a 2
⍝ n 7
⍝ 3
⍝ 1
⍝ x
x←7
⎕←'a' 1
⎕←1.5 'a' 2
⎕←'n' x
⎕←⍴'a' 1 2
⎕←≡'a' 1
⊃'x' 1
