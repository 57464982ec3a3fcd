⍝ In a loop, f must keep the shape of its argument; where the checker cannot prove it, the check runs each time
⍝ == error: LENGTH ERROR 5:1
n←+/1 1
v←3 1 4
({(+/⍵>2)↑⍵}⍣n)v
