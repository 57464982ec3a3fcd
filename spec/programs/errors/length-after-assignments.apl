⍝ Lengths flow through assignments: b is one longer than a
⍝ == error: LENGTH ERROR 5:4
a←1 2 3
b←a,4
c←b-a
