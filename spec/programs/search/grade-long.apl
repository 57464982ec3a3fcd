⍝ A longer vector: the merge passes of the GPU sort (stable, with many ties)
⍝ == output:
⍝ 4 9 14 19 24 29 34 39 44 49
⍝ 477 482 487 492 497
⍝ 1
⎕IO←0
v←500⍴7 3 9 3 1
g←⍋v
⎕←10↑g
⎕←¯5↑g
∧/2≤/v[g]
