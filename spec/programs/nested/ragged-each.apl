⍝ ⍳¨ makes an irregular nested vector; ≢¨ ⍴¨ ⌽¨ read or reorder each item, and a reduction of
⍝ each item is one segmented reduction over all the elements (values checked against ngn/apl)
⍝ == output:
⍝  1 2 3    1 2 
⍝ 3 0 2
⍝  3  0  2 
⍝  3 2 1    2 1 
⍝ 6 0 3
⍝ 3 9 4
⍝ 6 1 2
⍝ 3.5 12 0
⍝ 2 5 ¯3.4028235E38
⍝ 1 3 6 10 15
v←⍳¨3 0 2
⎕←v
⎕←≢¨v
⎕←⍴¨v
⎕←⌽¨v
⎕←+/¨v
⎕←⌈/¨(3 1 2)(5 9)(⍳4)
⎕←×/¨v
⎕←+/¨(1.5 2)(3 4 5)(⍳0)
⎕←⌈/¨(1.5 2)(3 4 5)(⍳0)
+/¨⍳¨⍳5
