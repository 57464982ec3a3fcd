⍝ Monadic ~ is boolean not
⍝ == output: 0 1 0 0 1
~1 0 1 1 0
