⍝ ⍺,[0.5]⍵ of two vectors whose lengths the checker cannot compare (each is ∪ of the data, a size
⍝ known only when it runs) is checked when it runs, never refused before: the count of each
⍝ distinct item beside it (values as Dyalog laminates them)
⍝ == output:
⍝ 1 2 3
⍝ 2 1 3
⍝ 1 2
⍝ 2 1
⍝ 3 3
v←1 1 2 3 3 3
⎕←(∪v),[0.5]+/(∪v)∘.=v
(∪v),[1.5]+/(∪v)∘.=v
