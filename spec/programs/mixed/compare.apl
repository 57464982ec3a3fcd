⍝ = and ≠ compare a mixed array element by element: a character never equals a number; ≡ and ≢
⍝ compare whole arrays, kinds included. Checked against ngn/apl.
⍝ == output:
⍝ 1 0
⍝ 0 1 0
⍝ 1 0 1
⍝ 1
⍝ 0
⍝ 1
⍝ 0
⎕←'a' 1='a' 'a'
⎕←'a' 1 2=1
⎕←'a' 1 'b'≠1 1 1
⎕←'a' 1≡'a' 1
⎕←'a' 1≡'a' 2
⎕←1 'a'≢'a' 1
97 1≡'a' 1
