⍝ Two maps over the same inputs (a call and a put price, say) become one kernel with two
⍝ outputs, and what both read is computed once inside it.
⍝ == output:
⍝ 2 4 6 8
⍝ 1 1 1 1
⍝ == kernels: 1
s←1 2 3 4
k←0.5×s
d←s+k
2 4⍴(d+d÷3),(d-k)÷s
