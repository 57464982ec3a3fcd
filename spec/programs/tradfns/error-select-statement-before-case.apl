⍝ Between :Select and its first :Case there is nothing to run: a statement there is a SYNTAX ERROR
⍝ == error: SYNTAX ERROR 6:2
∇R←f Y
 R←0
 :Select Y
 R←1
 :Case 1
     R←2
 :EndSelect
∇
f 1
