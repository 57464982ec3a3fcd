⍝ A byte-order mark and bare CR line ends (classic Mac) are read as an editor shows them
⍝ == output:
⍝ 3
⍝ 5x←3⎕←xx+2