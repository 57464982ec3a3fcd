⍝ A doubled quote inside a string is one quote character
⍝ == output:
⍝ it's
⍝ 4
⎕←'it''s'
⍴'it''s'
