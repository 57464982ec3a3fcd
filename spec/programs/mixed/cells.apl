⍝ f¨ and f⍤k of a mixed array, and giving one: each cell is a character or a number, and the
⍝ results keep their kinds.
⍝ == output:
⍝ a 1
⍝ a a
⍝ 1 1
⍝ 1 0 0
⍝ 1 1
⍝ 1 x
⍝ 2 x
⎕←{⍵}¨'a' 1
⎕←{⍵,⍵}⍤0⊢'a' 1
⎕←{⍵≡'a'}¨'a' 1 'b'
⎕←≢¨'a' 1
{⍵,'x'}⍤0⊢1 2
