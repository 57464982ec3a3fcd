⍝ A recursive dfn that applies ∇ through an operator (∇¨) cannot run on the stack, whose calls
⍝ are made one at a time
⍝ == error: NONCE ERROR 5:1
n←+/1 1 1
{⍵=0:0 ⋄ +/∇¨⍵-1 1}n
