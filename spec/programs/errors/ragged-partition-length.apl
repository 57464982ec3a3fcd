⍝ The arguments of a partition differ in length: a LENGTH ERROR before the program runs
⍝ == error: LENGTH ERROR 3:6
1 0 1⊂1 2
