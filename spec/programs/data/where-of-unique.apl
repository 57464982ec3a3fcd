⍝ ⍸ of a vector whose length is itself known only at run time (∪ 0 1 0 is 0 1)
⍝ == output: 2
⍸∪0 1 0
