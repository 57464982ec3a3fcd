⍝ Dyadic ⍸ (interval index, Dyalog 16): ⍺ ascending; each item of ⍵ becomes the index of the
⍝ interval ⍺[i] ≤ y < ⍺[i+1] it lies in, ⎕IO-1 before the first (Dyalog's definition: with ⎕IO 1
⍝ the count of ⍺'s items ≤ y). Equal starts count all of them; an empty ⍺ gives ⎕IO-1 for all.
⍝ == output:
⍝ 0 1 1 3 3
⍝ 0 2
⍝ 2 3
⍝ 2
⍝ 2 2 3 3 4
⍝ 0 0
⍝ 0 1 2
⍝ 2 0 3
⍝ 0 1 2 2 3
⎕←1 3 5⍸0 1 2 5 6
⎕←1 3 5⍸2 2⍴0 3 4 9
⎕←1 3 5⍸4
⎕←'aeiou'⍸'hello'
⎕←⍬⍸1 2
⎕←1.5 2.5⍸1 2 3
⎕←1 1 2⍸1 0 2
(⍸1 0 1 1)⍸0 1 3 3.5 9
