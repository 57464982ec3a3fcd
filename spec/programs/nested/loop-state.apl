⍝ Loops that modify a uniform nested name (a state of vectors of one length): a :While of a
⍝ traditional function and an f⍣ whose f assigns an enclosing name carry it as the regular
⍝ array that holds it, its items widening from int to float. Values: the recurrences
⍝ x←y ⋄ y←x+2.5×y and x←y ⋄ y←x+0.5×y from 0 and 1, worked out in JavaScript
⍝ == output:
⍝  7.25 14.5  20.625 41.25 
⍝  5.720703 11.441406  7.411133 14.822266 
∇r←G n;s
 s←(0 0)(1 2)
 :While n>0
   s←(2⊃s)((1⊃s)+2.5×2⊃s)
   n←n-1
 :EndWhile
 r←s
∇
n←+/⍳2
⎕←G n
s←(0 0)(1 2)
{s⊢←(2⊃s)((1⊃s)+0.5×2⊃s) ⋄ 0}⍣(n+7)⊢0
s
