⍝ The shapes on this line disagree, so the checker rejects it before ⎕DL could wait 10 seconds
⍝ == output:
⍝ == error: LENGTH ERROR 5:9
⎕←'ran'
(1 2 3 4+(+/3 3⍴⍳9)),⎕DL 10
