⍝ Recursion on data other than tail recursion runs on a stack of scalars and vectors: a matrix
⍝ argument is a NONCE ERROR that says so
⍝ == error: NONCE ERROR 5:1
n←+/1 1 1
{0=≢⍵:0 ⋄ 1+∇1↓⍵}(n,2)⍴⍳6
