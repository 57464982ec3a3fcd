⍝ A :Select's arms are checked like any :If: a result that no arm assigns on some path is an error
⍝ when the function is used (no :Else here, and 2 matches no case)
⍝ == error: VALUE ERROR
∇R←f Y
 :Select Y
 :Case 1
     R←2
 :EndSelect
∇
⎕←f 2
