⍝ Walking a binary tree held as index vectors (0: no child): its sum, its depth, and its values
⍝ in order (a scalar argument, vector results)
⍝ == output:
⍝ 210
⍝ 4
⍝ 40 20 60 50 10 30
L←2 4 0 0 6 0
R←3 5 0 0 0 0
V←10 20 30 40 50 60
root←⌊+/0.5 0.5
⎕←{⍵=0:0 ⋄ V[⍵]+(∇L[⍵])+∇R[⍵]} root
⎕←{⍵=0:0 ⋄ 1+(∇L[⍵])⌈∇R[⍵]} root
{⍵=0:⍬ ⋄ (∇L[⍵]),V[⍵],∇R[⍵]} root
