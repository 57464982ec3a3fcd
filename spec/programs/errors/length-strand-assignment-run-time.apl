⍝ Strand assignment from a vector whose length is known only at run time: checked when it runs
⍝ == error: LENGTH ERROR 4:1
v←(⍳4)~1 2
a b c←v
a
