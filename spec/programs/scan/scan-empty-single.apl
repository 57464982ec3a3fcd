⍝ Scanning an empty vector gives an empty vector; one element stays
⍝ == output:
⍝
⍝ 0
⍝ 5
⎕←+\⍬
⎕←⍴×\⍬
-\,5
