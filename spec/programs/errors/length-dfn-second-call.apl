⍝ A dfn called twice: the first call fits, the second gives a length the body cannot add; reported in the body
⍝ == output:
⍝ == error: LENGTH ERROR 4:5
f←{⍵×1 2 3}
⎕←f 2
f 1 2
