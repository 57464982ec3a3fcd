⍝ ÷\ : each item is the right-to-left ÷/ of a prefix
⍝ == output: 1 0.5 1.5 0.375
÷\1 2 3 4
