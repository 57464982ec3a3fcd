⍝ Doubly recursive fibonacci on an argument computed at run time: recursion that is not tail
⍝ recursion runs on an explicit stack, one call at a time; by ∇ or by the function's own name. On
⍝ a GPU the stack machine runs on the host: the dispatches are those around it, not dozens for
⍝ each of the 218 calls
⍝ == kernels: 50
⍝ == output:
⍝ 55
⍝ 13
fib←{⍵<2:⍵ ⋄ (∇⍵-1)+∇⍵-2}
named←{⍵<2:⍵ ⋄ (named ⍵-1)+named ⍵-2}
n←+/1 1 1 1 1
⎕←fib n+5
named n+2
