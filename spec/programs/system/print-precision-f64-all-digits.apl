⍝ ⎕PP←17 shows every digit of an f64, rounded, as Dyalog prints it: 0.1 is 0.10000000000000001
⍝ and 0.1+0.2 is 0.30000000000000004.
⍝ == skip-gpu: WebGPU's f64 is a pair of f32 holding 48 significant bits, so 17 digits show the pair's rounding (0.1 reads back as 0.099999999999999978); 14 digits agree
⍝ == output:
⍝ 3.1415926535897931
⍝ 0.10000000000000001 0.30000000000000004
⍝ 0.33333333333333331
⍝  3.1415926535897931 6.2831853071795862 
⎕FR←645
⎕PP←17
⎕←○1
⎕←0.1,0.1+0.2
⎕←÷3
⊂○1 2
