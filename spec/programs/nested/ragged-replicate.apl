⍝ ⍺/⍵ of an irregular nested vector: each item repeated ⍺[i] times, by one replicate of the item
⍝ indices and one selection of the items (a boolean ⍺ filters, as w/⍨3=≢¨w keeps the words of
⍝ three letters; a scalar ⍺ repeats every item; a scalar item stays one); values by Dyalog's
⍝ definition of replicate on a vector of items
⍝ == output:
⍝  the  fox 
⍝  the  the  quick  quick  brown  brown  fox  fox 
⍝  the  brown  brown 
⍝  1 2  3 4 5 
⍝ 1 4
⍝  2 3  4
⍝ 0
⍝ 2
w←'the' 'quick' 'brown' 'fox'
⎕←w/⍨3=≢¨w
⎕←2/w
⎕←1 0 2 0/w
x←(1 2)(3 4 5)(⍬)
⎕←(0≠≢¨x)/x
⎕←1 0 1/1 (2 3) 4
⎕←0 1 1/1 (2 3) 4
⎕←⍴0/x
+/≢¨1 0 1⌿x
