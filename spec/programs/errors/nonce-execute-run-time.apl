⍝ ⍎ of characters known only at run time that are not one whole number would need an APL
⍝ interpreter in the compiled program: a NONCE when it runs
⍝ == error: NONCE ERROR 5:1
s←'1',(⍕2),'+3'
⍎s
