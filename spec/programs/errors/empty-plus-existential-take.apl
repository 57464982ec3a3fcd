⍝ The same with a take of one item (2|9 is 1): LENGTH ERROR at the + when it runs.
⍝ == error: LENGTH ERROR 3:2
⍬+(2|9)↑1 2 3
