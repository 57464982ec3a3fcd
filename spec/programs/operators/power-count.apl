⍝ f⍣n applies f n times; 0 times is the identity
⍝ == output:
⍝ 8
⍝ 5
⎕←({⍵×2}⍣3)1
({⍵×2}⍣0)5
