⍝ The positive counts of ⍺\⍵ must count the items of ⍵
⍝ == error: LENGTH ERROR 3:6
1 0 1\1 2 3
