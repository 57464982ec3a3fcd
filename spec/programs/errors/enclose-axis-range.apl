⍝ ⊂[k] with an axis the argument does not have: an AXIS ERROR naming it in the program's ⎕IO
⍝ ("⊂: axis 3 is not an axis of an array of rank 2 (⎕IO=1)")
⍝ == error: AXIS ERROR 4:1
⊂[3]2 3⍴⍳6
