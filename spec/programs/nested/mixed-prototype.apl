⍝ An empty irregular nested vector keeps the prototype item of the one it was made from (Dyalog:
⍝ the first item's, its numbers zeros): ≡ of it is that item's depth plus 1, ↑ of it has the
⍝ item's length as columns, and two empty ones match when their prototypes do. Counts known only
⍝ when the program runs make the vectors empty there. ngn/apl keeps no prototypes (it gives 1 for
⍝ ≡0↑(2 3) 1 4 and 0 0 for ⍴↑0↑(1 2)(3 4 5)): these values are Dyalog's rule, as its manual and
⍝ the APL Wiki's page on prototypes state it; ↑ of a vector of simple scalars is that vector; k↑
⍝ past the end pads with the prototype, ⊃ of an empty one is it, and ⍳¨ of no counts has ⍬ (⍳0).
⍝ == output:
⍝ 1
⍝ 2
⍝ 2
⍝ 1
⍝ 2
⍝ 1
⍝ 0 2
⍝ 0 2
⍝ 0 2
⍝ 1 4
⍝ 2
⍝ 1
⍝ 0
⍝ 1
⍝ 0
⍝ 1 2 3
⍝ 4 5 0
⍝ 0 0 0 0
⍝  0 0  0 0 
⍝ 2
⍝  2 3  1 4  0 0  0 0 
⍝ 0 0
⍝ 0
⍝ 0
k←+/1 1 1
v←1 (2 3) 4
w←(2 3) 1 4
⎕←≡(k-3)↑v
⎕←≡(k-3)↑w
⎕←≡k↓w
⎕←≡k↓v
⎕←≡0↑w
⎕←≡0↑v
⎕←⍴↑(k-3)↑w
⎕←⍴↑0↑(1 2)(3 4 5)
⎕←⍴↑(k-3)↑(1 2)(3 4 5)
⎕←↑1↓w
⎕←⍴↑1↓w
⎕←(0↑v)≡⍬
⎕←(0↑w)≡⍬
⎕←((k-3)↑w)≡0↑w
⎕←((k-3)↑w)≡(k-3)↑v
⎕←↑(k-1)↑(1 2 3)(4 5)
⎕←(k+1)↑(k-3)↑v
⎕←(k-1)↑(k-3)↑w
⎕←≡2↑0↑w
⎕←5↑w
⎕←⊃0↑w
⎕←⊃0↑v
⎕←⍴⊃⍳¨(k-3)↑2 3
