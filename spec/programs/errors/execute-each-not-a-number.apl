⍝ ⍎¨ of run-time text that is not one whole number an item (here a decimal point, which Dyalog
⍝ would read): a NONCE ERROR when it is met, never a wrong value
⍝ == error: NONCE ERROR 5:1
s←'12 1.5'
⍎¨' '(≠⊆⊢)s
