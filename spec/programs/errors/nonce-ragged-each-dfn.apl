⍝ ⍺ f¨⍵ by a dfn where ⍵ is an irregular vector holding a simple scalar beside vectors ('x' is a
⍝ scalar): each application picks its item at an index known only when it runs, and a scalar
⍝ item and a vector item cannot share one checked type yet
⍝ == error: NONCE ERROR 5:11
'ab' 'cde'{⍺,'-',⍵}¨'x' 'yz'
