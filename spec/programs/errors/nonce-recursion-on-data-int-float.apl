⍝ A tree walk whose arguments are indices and whose results are f32 floats: the one stack that
⍝ holds both would round integers past 2²⁴, so it is a NONCE ERROR naming ⎕FR←645
⍝ == error: NONCE ERROR 8:1
L←2 4 0 0 6 0
R←3 5 0 0 0 0
V←1.5 20 30 40 50 60
root←⌊+/0.5 0.5
{⍵=0:0 ⋄ V[⍵]+(∇L[⍵])+∇R[⍵]} root
