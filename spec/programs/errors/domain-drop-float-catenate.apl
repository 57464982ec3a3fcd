⍝ A scalar catenated to a drop whose counts are floats: the scalar is lifted to the drop's shape,
⍝ whose sizes the drop binds, so it is filled out after the drop is lowered (found by npm run fuzz:
⍝ the IR named the size before it was bound). Dyalog: DOMAIN ERROR.
⍝ == error: DOMAIN ERROR
x←0.5 0.25
⎕←(x↓1),0
