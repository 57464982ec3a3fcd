⍝ ⎕CT set inside a dfn (Dyalog localises it there; aplc has one tolerance per program)
⍝ == error: NONCE ERROR 3:4
f←{⎕CT←0 ⋄ ⍵=1}
f 0.5
