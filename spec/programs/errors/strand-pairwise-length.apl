⍝ A strand of a scalar and a matrix beside a vector of another length, in an inner product: a
⍝ LENGTH ERROR naming both lengths, before running
⍝ == error: LENGTH ERROR 4:21
M←2 2⍴1 2 3 4 ⋄ ⊃1 M∨.∧(M>2)(M<3)(M=1)
