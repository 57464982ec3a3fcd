⍝ Doubly recursive fibonacci on an argument computed at run time: recursion that is not tail
⍝ recursion runs on an explicit stack, one call at a time; by ∇ or by the function's own name
⍝ == output:
⍝ 55
⍝ 13
fib←{⍵<2:⍵ ⋄ (∇⍵-1)+∇⍵-2}
named←{⍵<2:⍵ ⋄ (named ⍵-1)+named ⍵-2}
n←+/1 1 1 1 1
⎕←fib n+5
named n+2
