⍝ A result given a value on some paths only (a choice that depends on data): a VALUE ERROR
⍝ where the function's value is used, as Dyalog gives when that path runs
⍝ == error: VALUE ERROR 11:3
∇R←f Y;i
 :For i :In ⍳Y
     :If i=2
         R←i
     :EndIf
 :EndFor
∇
⎕←f 3
