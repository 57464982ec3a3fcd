⍝ The frames of ⍺ f⍤k ⍵ must agree (or one be empty)
⍝ == error: LENGTH ERROR 3:4
1 2+⍤0⊢1 2 3
