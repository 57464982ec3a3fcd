⍝ ⎕CT past its largest value in f32, 2*¯16 (Dyalog refuses past 2*¯32 in f64)
⍝ == error: DOMAIN ERROR 3:5
⎕CT←1E¯3
1=1
