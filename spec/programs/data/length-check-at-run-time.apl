⍝ A length known only at run time that disagrees: LENGTH ERROR at the +, after what was printed
⍝ == output: 1
⍝ == error: LENGTH ERROR 6:10
v←3.5 7 1 9
⎕←1
((v>5)/v)+⍳3
⎕←2
