⍝ (⍵,0) and (0,⍵) both have n+1 items: a running pair sum
⍝ == output:
⍝ 1 3 5 3
⍝ 1 2 1
f←{(⍵,0)+0,⍵}
⎕←f 1 2 3
f 1 1
