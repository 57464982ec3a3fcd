⍝ ↑ and ↓ on strings; overtake pads with spaces
⍝ == output:
⍝ hel
⍝ lo
⍝ [hi   ]
⎕←3↑'hello'
⎕←3↓'hello'
'[',(5↑'hi'),']'
