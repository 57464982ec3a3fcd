⍝ ↑ of an irregular nested vector: a simple matrix, each item padded with zeros (blanks) to the
⍝ longest (values checked against ngn/apl)
⍝ == output:
⍝ 1 2 0
⍝ 3 4 5
⍝ ab 
⍝ cde
⍝ 1 0 0
⍝ 1 2 0
⍝ 1 2 3
⍝ 3 3
⎕←↑(1 2)(3 4 5)
⎕←↑'ab' 'cde'
⎕←↑⍳¨⍳3
⍴↑⍳¨3 1 2
