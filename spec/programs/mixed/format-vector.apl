⍝ ⍕ of a mixed vector is its display: each element's text, a character itself and a number as ⍕
⍝ writes it (with ⎕PP), and a blank before each but where a character follows a character. Values
⍝ as ngn/apl gives them for the same vectors (its ⍕ is a one-row matrix; Dyalog's, and aplc's, a
⍝ vector)
⍝ == output:
⍝ a 1
⍝ ab 1 2 cd
⍝ 1 a 2.5 bc ¯3
⍝ 6
⍝ [Total:  42]
⍝ x 3.14
⎕←⍕'a' 1
⎕←⍕'ab',1 2,'cd'
⎕←⍕1 'a' 2.5 'b' 'c' ¯3
⎕←⍴⍕'ab',1 2
t←'Total: ',42
⎕←'[',(⍕t),']'
⎕PP←3
⎕←⍕'x',○1
