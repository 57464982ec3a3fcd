⍝ ¯1↓⍵ and (¯1+≢⍵)↑⍵ agree item by item
⍝ == output:
⍝ 1 1 1
⍝ 1 1
f←{(¯1↓⍵)=(¯1+≢⍵)↑⍵}
⎕←f 1 2 3 4
f 2 2⍴⍳4
