⍝ A window wider than the axis plus one is a LENGTH ERROR
⍝ == error: LENGTH ERROR 3:2
5+/1 2 3
