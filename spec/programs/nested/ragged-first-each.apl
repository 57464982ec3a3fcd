⍝ ⊃¨ of an irregular nested vector: each item's first element, one gather at the item starts; an
⍝ empty item gives its prototype (0, or a blank for characters), a scalar item itself (Dyalog's
⍝ ⊃⍬ is 0 and ⊃'' a blank)
⍝ == output:
⍝ tqbf
⍝ 1 0 3
⍝ a c
⍝ 1 2 4
⍝ hbw
⍝ 0
w←'the' 'quick' 'brown' 'fox'
⎕←⊃¨w
⎕←⊃¨(1 2)(⍬)(3 4 5)
⎕←⊃¨'ab' '' 'c'
⎕←⊃¨1 (2 3) 4
⎕←⊃¨' '(≠⊆⊢)'hello big world'
⍴⊃¨0↑w
