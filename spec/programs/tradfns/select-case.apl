⍝ :Select compares its value, computed once, with each :Case by ≡ and with each item of a
⍝ :CaseList; the first arm that matches runs, else :Else (values as Dyalog gives them)
⍝ == output:
⍝ 10 20 20 0 30
⍝ 1 2 3 9
⍝ 5 7
∇R←Kind Y
 :Select Y
 :Case 1
     R←10
 :CaseList 2 3 4
     R←20
 :Case 'ab'
     R←99
 :Case 1 2
     R←30
 :Else
     R←0
 :EndSelect
∇
∇R←Shape Y
 :Select ⍴Y
 :Case ,3
     R←1 2 3
 :Else
     R←,9
 :EndSelect
∇
∇R←Count N;i;k
 R←0 0 ⋄ i←0
 :While i<N
     i+←1
     :Select 3|i
     :Case 0
         :Continue
     :CaseList 1 2
         R[3|i]+←i
     :End
 :EndWhile
∇
⎕←(Kind 1),(Kind 3),(Kind 4),(Kind 5),Kind 1 2
⎕←(Shape 4 5 6),Shape 1 2
⎕←Count 5
