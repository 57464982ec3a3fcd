⍝ f⍣n where f turns integers into floats: the loop carries floats
⍝ == output:
⍝ 2.5
n←+/1 1
({⍵÷2}⍣n)10
