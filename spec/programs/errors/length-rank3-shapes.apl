⍝ Adding two rank-3 arrays whose last two axes are swapped
⍝ == error: LENGTH ERROR 3:10
(2 3 4⍴1)+2 4 3⍴1
