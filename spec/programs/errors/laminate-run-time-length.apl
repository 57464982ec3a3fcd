⍝ ⍺,[0.5]⍵ where one length is known only when the program runs and differs from the other's:
⍝ a LENGTH ERROR when it runs, at the laminate
⍝ == error: LENGTH ERROR 5:5
v←1 1 2
(∪v),[0.5]v
