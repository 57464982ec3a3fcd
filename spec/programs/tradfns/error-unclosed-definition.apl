⍝ A definition without its closing ∇ is a SYNTAX ERROR at the opening one
⍝ == error: SYNTAX ERROR 3:1
∇R←f Y
 R←Y+1
