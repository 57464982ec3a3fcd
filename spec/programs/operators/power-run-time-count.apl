⍝ A count known only at run time is a loop
⍝ == output:
⍝ 10
n←+/1 2 3 4
({⍵+1}⍣n)0
