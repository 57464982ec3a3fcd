⍝ A reduction of each item is one segmented (row) reduction of the array that holds the items,
⍝ whatever their number: one dispatch for +/¨, one for the sum of the sums
⍝ == output:
⍝ 197 198 199 200 201
⍝ 199997
⍝ 3 6
⍝ == kernels: 4
m←1000 50⍴1 2 3 4 5 6 7
s←+/¨↓m
⎕←5↑s
⎕←+/s
⎕←{⌈/⍵}¨(3 1 2)(6 5 4)
