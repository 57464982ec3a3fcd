⍝ 1 2 3/v has 6 items, so it fits ⍳6
⍝ == output: 5 7 8 10 11 12
v←4 5 6
(1 2 3/v)+⍳6
