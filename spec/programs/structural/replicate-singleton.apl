⍝ ⍺/⍵ with a one-element vector ⍺: it applies to every item along the axis, as a scalar ⍺ does
⍝ (Dyalog's Replicate: "if X is a scalar or one-element vector, it will be extended"), of a simple
⍝ array and of an irregular nested vector; a scalar count over an axis whose length is known only
⍝ when the program runs (2/v of a computed v) is spread over it then
⍝ == output:
⍝ 1 1 2 2 3 3
⍝ 0
⍝ 1 2
⍝ 1 2
⍝ 3 4
⍝ 3 4
⍝ 5 5 5
⍝ 4
⍝ 1 1 3 3 4 4 5 5
⍝ 0 0 0 0
c←,2
⎕←c/1 2 3
⎕←≢(,0)/1 2 3
⎕←c⌿2 2⍴⍳4
⎕←(,3)/,5
⎕←≢c/'ab' 'cde'
v←(⍳5)~2
⎕←2/v
¯1/v
