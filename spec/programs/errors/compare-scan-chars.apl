⍝ =\ of characters gives a character and booleans in one array (Dyalog: 'a' 1 0), a mixed array
⍝ == error: NONCE ERROR 3:1
=\'aab'
