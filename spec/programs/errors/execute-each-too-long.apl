⍝ ⍎¨ of a run-time number of more than 10 digits: past the 32-bit integer range, a LIMIT ERROR
⍝ == error: LIMIT ERROR 4:1
s←'1 12345678901'
⍎¨' '(≠⊆⊢)s
