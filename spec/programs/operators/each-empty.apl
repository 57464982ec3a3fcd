⍝ ¨ of an empty vector is empty
⍝ == output:
⍝ 0
⍴{⍵+1}¨⍬
