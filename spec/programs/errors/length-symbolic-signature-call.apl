⍝ A function declared at ⍵ f32[n] whose body needs n=2, called with 3 items: a LENGTH ERROR in
⍝ its body (its compilation for every n makes the same check at run time)
⍝ == error: LENGTH ERROR 4:18
g←{m←(+/⍵)÷≢⍵ ⋄ ⍵-m,m}
⍝ g: ⍵ f32[n]
g 1 2 4
