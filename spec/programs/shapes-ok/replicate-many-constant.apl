⍝ A replicate by constant counts with more than 2*20 items is counted at run time, as computed
⍝ counts are (listing every position in the checker crashed it past about 10*8 of them)
⍝ == output: 1048578
+/1048576 1/1 2
