⍝ ⌽ takes a single axis: two axes are an AXIS ERROR (only ravel merges several)
⍝ == error: AXIS ERROR 3:1
⌽[1 2]2 3⍴⍳6
