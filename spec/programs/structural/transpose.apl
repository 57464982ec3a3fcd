⍝ Monadic ⍉ reverses the axes; a vector is unchanged
⍝ == output:
⍝ 1 4
⍝ 2 5
⍝ 3 6
⍝ 1 2 3
⎕←⍉2 3⍴⍳6
⍉1 2 3
