⍝ Dyadic ⍕ takes one precision, one width and precision pair, or a pair for every column
⍝ == error: LENGTH ERROR 3:6
5 2 1⍕1 2
