⍝ ⎕CT is one tolerance for the whole program: set after a statement that computes, it is refused
⍝ == error: NONCE ERROR 4:1
x←1=1.0000001
⎕CT←0
x
