⍝ Dfns applied one after another, named and anonymous
⍝ == output:
⍝ 16
⍝ 5
inc←{⍵+1}
twice←{inc inc ⍵}
⎕←{⍵*2}{⍵+1}3
twice 3
