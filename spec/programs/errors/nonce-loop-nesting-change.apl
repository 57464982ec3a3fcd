⍝ A :While whose body gives a nested name items of another length: a loop carries a nested name
⍝ only with items of one shape (the regular array that holds it)
⍝ == error: NONCE ERROR 7:6
∇r←G n;s
 s←(0 0)(1 2)
 :While n>0
   s←(2⊃s)(1 2 3)
   n←n-1
 :EndWhile
 r←s
∇
G +/⍳2
