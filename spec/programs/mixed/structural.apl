⍝ The structural functions move a mixed array's elements with their kinds: reshape, transpose,
⍝ reverse, indexing, first and pick, take and drop, expand. A fill is the prototype of the first
⍝ element: a blank after a character (4↑'a' 1 ends in two blanks, so does a negative count of /),
⍝ a 0 after a number. Checked against ngn/apl.
⍝ == output:
⍝ a 1
⍝ b 2
⍝ a b
⍝ 1 2
⍝ 2 1 a
⍝ ab
⍝ 1 2
⍝ a
⍝ 1
⍝ 1
⍝ 4
⍝ a 1
⍝ 1 a 0 0
⍝ a  2
⍝ a
⍝ 1 0 2
⍝ 1 2
m←2 2⍴'a' 1 'b' 2
⎕←m
⎕←⍉m
⎕←⌽'a' 1 2
⎕←m[;1]
x←'a' 1 2
⎕←x[2 3]
⎕←('a' 1)[1]
⎕←2⊃'a' 1
⎕←1↓'a' 1
⎕←⍴4↑'a' 1
⎕←4↑'a' 1
⎕←4↑1 'a'
⎕←1 0 1\'a' 2
⎕←1 ¯1/'a' 1
⎕←1 ¯1 1/1 'a' 2
m[;2]
