⍝ A single count takes along the first axis only
⍝ == output:
⍝ 1 2 3
⍝ 1 3
⍝ 7 8 9
m←3 3⍴⍳9
⎕←1↑m
⎕←⍴1↑m
¯1↑m
