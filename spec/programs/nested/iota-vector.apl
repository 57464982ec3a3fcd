⍝ ⍳ of a vector gives nested indices: an array of that shape whose items are their own index
⍝ vectors (held as one regular array of rank one more); ⍳ of a one-item vector is a vector of
⍝ one-item vectors and ⍳⍬ the enclosed empty vector, as in Dyalog. The lengths may be data.
⍝ == output:
⍝  1 1  1 2  1 3 
⍝  2 1  2 2  2 3 
⍝ 2 3
⍝ 2
⍝  1  2  3 
⍝ 3
⍝ 2
⍝ 0
⍝ 2
⍝  1 1 1  1 1 2 
⍝  1 2 1  1 2 2 
⍝ 
⍝  2 1 1  2 1 2 
⍝  2 2 1  2 2 2 
⍝  1 1  1 2  1 3 
⍝  2 1  2 2  2 3 
⍝ 2 0
⍝ 1 1 2 3 1
⎕←⍳2 3
⎕←⍴⍳2 3
⎕←≡⍳2 3
⎕←⍳,3
⎕←⍴⍳,3
⎕←≡⍳,3
⎕←⍴⍴⍳⍬
⎕←≡⍳⍬
⎕←⍳2 2 2
n←+/1 1
⎕←⍳n,3
⎕←⍴⍳n,0
⎕←(⊃⍳2 3),⊃⌽,⍳2 3,1
