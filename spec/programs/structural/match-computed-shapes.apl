⍝ Match of arrays whose lengths are known only at run time
⍝ == output:
⍝ 1
⍝ 0
⍝ 1
v←3 1 4 1 5
⎕←((v>2)/v)≡3 4 5
⎕←((v>2)/v)≡3 4
((v>9)/v)≡⍬
