⍝ k,/⍵ (n-wise catenation) of a vector: its windows of k consecutive items, a vector of vectors; a
⍝ negative k reverses each window (values checked with ngn/apl, ⎕IO 0 there)
⍝ == output:
⍝  1 2 3  2 3 4  3 4 5 
⍝  ba  cb  dc 
⍝ 6 9 12
⍝ 1 2
⍝ 2 3
⍝ 3 4
⍝ 4
⍝ 4 4
⎕←3,/⍳5
⎕←¯2,/'abcd'
⎕←+/¨3,/⍳5
⎕←↑2,/⍳4
⎕←≢0,/⍳3
v←(2|⍳9)/⍳9
≢¨4,/v
