⍝ Nested :For loops with indexed assignment into a matrix the loops carry
⍝ == output:
⍝  4  5
⍝  8 10
⍝ 12 15
∇R←A Times B;i;j
 R←(≢A)(≢B)⍴0
 :For i :In ⍳≢A
     :For j :In ⍳≢B
         R[i;j]←A[i]×B[j]
     :EndFor
 :EndFor
∇
1 2 3 Times 4 5
