⍝ ¨ over characters, giving booles and characters
⍝ == output:
⍝ 0 1 0 1 0 1
⍝ b*n*n*
⎕←{⍵='a'}¨'banana'
{⍵='a':'*' ⋄ ⍵}¨'banana'
