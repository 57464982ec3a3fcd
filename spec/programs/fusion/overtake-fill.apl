⍝ An overtake reads its source only inside the source's bounds, fill elsewhere; the map that
⍝ produces the source is computed once (the fill positions would otherwise read nothing).
⍝ == output: 3 5 7 1 1
⍝ == kernels: 2
v←1 2 3
1+5↑v×2
