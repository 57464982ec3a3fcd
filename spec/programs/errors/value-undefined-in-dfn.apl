⍝ A dfn body refers to a name that is never assigned
⍝ == error: VALUE ERROR 3:6
f←{⍵+y}
f 1
