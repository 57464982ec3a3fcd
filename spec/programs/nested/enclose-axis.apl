⍝ Enclose, split and mix along an axis. ⊂[k] encloses along the listed axes, ↓[k] splits along
⍝ one, and ↑[k] lays the items along axis k (undoing ↓[k]). The axis was accepted and ignored
⍝ before: ⊂[1] of a matrix gave its rows, a wrong answer. ⊂[k] values checked against ngn/apl
⍝ (⎕IO 0); ngn ignores the axis of ↑ and ↓, so those follow Dyalog's definitions
⍝ == output:
⍝  1 4  2 5  3 6 
⍝  1 2 3  4 5 6 
⍝ 5 7 9
⍝ 2 4
⍝ 3
⍝  1 4  2 5  3 6 
⍝ 1 4
⍝ 2 5
⍝ 3 6
⍝ 1 2 3
⍝ 4 5 6
m←2 3⍴⍳6
⎕←⊂[1]m
⎕←⊂[2]m
⎕←+/¨⊂[1]m
⎕←⍴⊂[2]2 3 4⍴⍳24
⎕←⍴⊂[1 3]2 3 4⍴⍳24
⎕←↓[1]m
⎕←↑[1](1 2 3)(4 5 6)
↑[1]↓[1]m
