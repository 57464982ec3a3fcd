⍝ ⍺⊥⍵ evaluates digits in a (mixed) radix; a scalar radix or a single digit extends
⍝ == output:
⍝ 5
⍝ 9015
⍝ 7
⍝ 8.25
⍝ 6 3
⎕←2⊥1 0 1
⎕←24 60 60⊥2 30 15
⎕←2 2 2⊥1
⎕←1.5⊥1 2 3
2⊥3 2⍴1 0 1 1 0 1
