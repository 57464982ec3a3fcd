⍝ Strand assignment inside a dfn binds local names, from a computed vector whose length is
⍝ known only when it runs (a run-time check)
⍝ == output:
⍝ 7
⍝ ¯1
⍝ 5
f←{a b←⍵ ⋄ a-b}
⎕←f 10 3
lo hi←(⍳4)~1 2
⎕←lo-hi
a←5
{a b←⍵ ⋄ a+b}1 2
a
