⍝ Functions declared at ⍵ f32[n] whose bodies need n=2: compiled for every n (as aplc build and
⍝ the embedding API do; that once lost a name), the LENGTH check is made at run time
⍝ == output:
⍝ 0 7
⍝ ¯0.5 0.5
f←{⍵-(⊃⍵),0}
⍝ f: ⍵ f32[n]
g←{m←(+/⍵)÷≢⍵ ⋄ ⍵-m,m}
⍝ g: ⍵ f32[n]
⎕←f 5 7
g 1 2
