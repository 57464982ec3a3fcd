⍝ ⍺↑¨⍵ with one count per item and a count missing: LENGTH ERROR before the program runs
⍝ == error: LENGTH ERROR 4:6
v←⍳¨2 3
1 2 3↑¨v
