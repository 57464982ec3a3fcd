⍝ A dfn applied to each item of an irregular nested vector whose body catenates, takes or drops
⍝ (⍵,'!', (⊃⍵),1↓⍵, 2↑⍵): the items it makes have lengths that are size expressions in the item's
⍝ length (k+1, max(0,k-1), 2), computed for all the items at once, and each such item is one
⍝ gather from the data (a take past an item's end gives zeros or blanks, Dyalog's fill); values
⍝ by Dyalog's definitions of , ↑ ↓ ⊃ on each item
⍝ == output:
⍝  the!  quick!  brown!  fox! 
⍝  <the>  <quick>  <brown>  <fox> 
⍝  the  quick  brown  fox 
⍝  he  uick  rown  ox 
⍝  ab  d      
⍝  bc   d 
⍝  1 2 1 2  3 4 5 3 4 5 
⍝ 4 6
⍝ 2 9
⍝  1  4 3 
⍝  2 1 2  5 3 4 5 
⍝  1 0  2 3 0 
⍝  the,   quick,   brown,   fox,  
⍝  ab!  !  c! 
⍝  1 2 0  0 0 0  3 4 5 
⍝      3 
⍝ 9 0
⍝  baab  edccde 
⍝  1 2 1.5  3 4 5 1.5 
⍝ 6 24
⍝  3 5  1 
⍝ 0
w←'the' 'quick' 'brown' 'fox'
⎕←{⍵,'!'}¨w
⎕←{'<',⍵,'>'}¨w
⎕←{(⊃⍵),1↓⍵}¨w
⎕←{1↓⍵}¨w
⎕←{2↑⍵}¨'abc' 'd' ''
⎕←{¯2↑⍵}¨'abc' 'd'
⎕←{⍵,⍵}¨(1 2)(3 4 5)
⎕←{≢⍵,⍵}¨(1 2)(3 4 5)
⎕←{+/1↓⍵}¨(1 2)(3 4 5)
⎕←{⌽¯1↓⍵}¨(1 2)(3 4 5)
⎕←{(⊃⌽⍵),⍵}¨(1 2)(3 4 5)
⎕←{⍵,0}¨1 (2 3)
⎕←{⍵,', '}¨w
⎕←{⍵,'!'}¨'ab' '' 'c'
⎕←{3↑⍵}¨(1 2)(⍬)(3 4 5 6)
⎕←{1↓⍵}¨(,1)(⍬)(2 3)
⎕←≢¨{⍵,⍵,⍵}¨(⍳3)(⍳0)
⎕←{(⌽⍵),⍵}¨'ab' 'cde'
⎕←{⍵,1.5}¨(1 2)(3 4 5)
⎕←{+/⍵,⍵}¨(1 2)(3 4 5)
⎕←{(1↓⍵)-¯1↓⍵}¨(1 4 9)(2 3)
k←+/1 1 ⋄ ⍴{⍵,0}¨0↑k↓(1 2)(3 4 5)
