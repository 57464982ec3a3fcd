⍝ A transpose read by a map is an index permutation inside the map.
⍝ == output:
⍝ 2  8
⍝ 4 10
⍝ 6 12
⍝ == kernels: 1
m←2 3⍴⍳6
2×⍉m
