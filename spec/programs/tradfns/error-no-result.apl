⍝ A function whose header names no result gives no value to use: a VALUE ERROR at the call
⍝ == error: VALUE ERROR 7:5
∇Show Y
 Y
∇
Show 1
x←1+Show 2
