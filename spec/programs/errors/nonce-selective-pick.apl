⍝ Selective assignment through ⊃ (pick takes items apart, not elements): a NONCE naming it
⍝ == error: NONCE ERROR 3:8
a←⍳5 ⋄ (2⊃a)←0
