⍝ Indexing, pick, reverse, take, drop and catenation move whole items of an irregular nested
⍝ vector: a new descriptor and one gather of the data (values checked against ngn/apl, ⎕IO 0;
⍝ a take past the end adds Dyalog's fill items, the first item's length of zeros or blanks,
⍝ where ngn/apl pads with a simple 0)
⍝ == output:
⍝  3 4 5 
⍝ 3 4 5
⍝  6 7 8 9  1 2 
⍝ 3 4 5
⍝ 7
⍝  6 7 8 9  3 4 5  1 2 
⍝ 6 7 8 9
⍝  1 2  3 4 5 
⍝  3 4 5  6 7 8 9 
⍝  1 2  3 4 5 
⍝  3 4 5  6 7 8 9 
⍝  1 2  3 4 5  6 7 8 9  0 0  0 0 
⍝  0 0  0 0  1 2  3 4 5  6 7 8 9 
⍝  1 2  3 4 5  6 7 8 9  10 11  12 13 14 
⍝  1 2  3 4 5  6 7 8 9  20 21 22 23 24 
⍝  0 0  1 2  3 4 5  6 7 8 9 
⍝  1 2  3 4 5 
⍝ 5
⍝  cde 
⍝  f  cde  ab 
⍝  ab  cde  f     
⍝ 12 30
⍝  1 2 
⍝  1 2  3 4 5 
⍝ 0
⍝  3 4 5 
⍝  3 4 5  6 7 8 9 
⍝ 1.5 2
v←(1 2)(3 4 5)(6 7 8 9)
⎕←v[2]
⎕←⊃v[2]
⎕←v[3 1]
⎕←2⊃v
⎕←(3 2)⊃v
⎕←⌽v
⎕←⊃⌽v
⎕←2↑v
⎕←1↓v
⎕←¯1↓v
⎕←¯2↑v
⎕←5↑v
⎕←¯5↑v
⎕←v,(10 11)(12 13 14)
⎕←v,⊂20 21 22 23 24
⎕←(⊂0 0),v
⎕←(⊂1 2),⊂3 4 5
⎕←≢v[1 1 2 3 3]
w←'ab' 'cde' (,'f')
⎕←w[2]
⎕←⌽w
⎕←4↑w
⎕←+/¨v[2 3]
n←+/1 1
⎕←(-n)↓v
⎕←v[⍳n]
⎕←≢3↓v
⎕←2⌷v
⎕←(⊂2 3)⌷v
⊃(v,⊂1.5 2)[4]
