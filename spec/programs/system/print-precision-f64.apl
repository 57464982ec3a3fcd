⍝ ⎕PP with 64-bit floats: an f64 shows ⎕PP significant digits, rounded; the items of a nested
⍝ value print at the program's width and ⎕PP too (they printed as f32 before).
⍝ == output:
⍝ 3.141592654
⍝  3.141592654 6.283185307  9.424777961 12.56637061 
⍝ 3.14159265359
⍝ 0.1 0.3
⍝ 0.333333333333
⍝  3.14159265359 6.28318530718 
⍝ 3.14159
⍝ 2.71828E10
⎕FR←645
⎕←○1
⎕←↓2 2⍴○⍳4
⎕PP←12
⎕←○1
⎕←0.1,0.1+0.2
⎕←÷3
⎕←⊂○1 2
⎕PP←6
⎕←○1
1E10×*1
