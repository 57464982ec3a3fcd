⍝ :Return (and →0) inside nested structures ends the function; the statements after it do not run
⍝ == output:
⍝ 3
⍝ ¯1
⍝ 2 3
⍝ 0 0
∇R←FirstOver10 V;i
 R←0
 :For i :In ⍳≢V
     :If V[i]>10
         R←i
         :Return
     :EndIf
 :EndFor
 R←¯1
∇
∇R←PairSumming T;i;j
 R←0 0
 :For i :In ⍳5
     :For j :In ⍳5
         :If T=i+j×j
             R←i j
             →0
         :EndIf
     :EndFor
 :EndFor
∇
⎕←FirstOver10 3 5 12 7 20
⎕←FirstOver10 1 2 3
⎕←PairSumming 11
PairSumming 100
