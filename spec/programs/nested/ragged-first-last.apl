⍝ ⊢/¨ and ⊣/¨ of an irregular nested vector: each item's last and first element (values checked
⍝ with ngn/apl)
⍝ == output:
⍝ 3 5
⍝ 1 4
⍝ 1 3
v←(1 2 3)(4 5)
⎕←⊢/¨v
⎕←⊣/¨v
⊢/¨1 (2 3)
