⍝ Scalar functions of a vector whose items are scalars beside vectors: with a simple scalar,
⍝ a simple vector (one scalar per item) and another such vector whose scalars are the same items.
⍝ Values checked against ngn/apl.
⍝ == output:
⍝ 10  20 30  40
⍝ ¯1  ¯2 ¯3  ¯4
⍝ 0  1 0  0
⍝ 11  22 23  34
⍝ 2  4 6  8
⍝ 1  4 9  16
⍝ 0  1 0 
⍝ 6  4 5  3
v←1 (2 3) 4
⎕←v×10
⎕←-v
⎕←v=2
⎕←10 20 30+v
⎕←v+v
⎕←v×1 (2 3) 4
⎕←'a' 'bc'='b'
2+⌽v
