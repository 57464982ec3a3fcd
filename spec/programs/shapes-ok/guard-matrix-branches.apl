⍝ A data-dependent guard on a matrix: negate it or keep it, the shape is the same
⍝ == output:
⍝ 1  2
⍝ 3 ¯4
⍝ 1 2
⍝ 3 4
f←{(+/,⍵)<0:-⍵ ⋄ ⍵}
⎕←f 2 2⍴¯1 ¯2 ¯3 4
f 2 2⍴1 2 3 4
