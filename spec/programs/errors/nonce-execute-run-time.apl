⍝ ⍎ of characters known only at run time would need an APL interpreter in the compiled program
⍝ == error: NONCE ERROR 4:1
s←'1',(⍕2)
⍎s
