⍝ ,/ of a vector of vectors is their catenation, enclosed; of a simple vector, the vector
⍝ enclosed; of a matrix, its rows. Scalar functions fold whole items: +/ of a vector of vectors is
⍝ their sum, enclosed
⍝ == output:
⍝  1 2 3 4 5 6 
⍝ 2
⍝  1 2 3 
⍝  1 2 3  4 5 6 
⍝  4 6 
⍝  1 2  4 6  9 12 
⍝  5 6 
⎕←,/(1 2)(3 4)(5 6)
⎕←≡,/(1 2)(3 4)
⎕←,/1 2 3
⎕←,/2 3⍴1 2 3 4 5 6
⎕←+/(1 2)(3 4)
⎕←+\(1 2)(3 4)(5 6)
⎕←⌈/↓3 2⍴5 1 2 6 4 3
