⍝ A tree walk whose arguments are indices and whose results are floats: one stack holds both,
⍝ in f64 here (in f32 it is a NONCE ERROR: integers past 2²⁴ would round)
⍝ == output: 201.5
⎕FR←645
L←2 4 0 0 6 0
R←3 5 0 0 0 0
V←1.5 20 30 40 50 60
root←⌊+/0.5 0.5
{⍵=0:0 ⋄ V[⍵]+(∇L[⍵])+∇R[⍵]} root
