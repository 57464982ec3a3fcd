⍝ A negative left argument of ⊆ is a DOMAIN ERROR (it was read as a rise, a wrong partition)
⍝ == error: DOMAIN ERROR 3:7
¯1 1 1⊆1 2 3
