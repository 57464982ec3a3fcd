⍝ ⎕RL←n starts the random counter from the seed n: the same seed draws the same numbers, another
⍝ seed other ones, and a dfn's own ⎕RL is its own (Dyalog localises system variables in dfns)
⍝ == output:
⍝ 1
⍝ 0
⍝ 1
⍝ 1
⍝ 1
⍝ 1
⎕RL←42
a←?10⍴100
⎕RL←42
b←?10⍴100
⎕←a≡b
⎕RL←43
⎕←a≡?10⍴100
⎕←∧/(a≥1)∧a≤100
f←{⎕RL←7 ⋄ ?5⍴100}
⎕←(f 0)≡f 0
⎕RL←42
⎕←a≡?10⍴100
⎕RL←42
g←{?10⍴100}
a≡g 0
