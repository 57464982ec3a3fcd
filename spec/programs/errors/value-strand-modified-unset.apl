⍝ A modified strand assignment reads each name first: one without a value is a VALUE ERROR
⍝ == error: VALUE ERROR 4:3
a←1
a zz+←1 2
