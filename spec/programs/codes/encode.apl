⍝ ⍺⊤⍵ gives the digits of ⍵ in the radix ⍺, one row per digit; a 0 radix takes the rest
⍝ == output:
⍝ 1 0 1
⍝ 12 3
⍝ 2 30 15
⍝ 3
⍝ 0 0 0
⍝ 1 1 1
⍝ 0 1 1
⍝ 1 0 1
⎕←2 2 2⊤5
⎕←0 10⊤123
⎕←24 60 60⊤9015
⎕←10⊤123
2 2 2 2⊤5 6 7
