⍝ Monadic ≠ (unique mask, Dyalog 18): one boolean per major cell of ⍵, 1 where that cell occurs
⍝ for the first time (Dyalog's definition: ≠Y is a vector of ≢Y items; a scalar is one item, so
⍝ ≠5 is ,1). 'mississippi': m i s new, then only p (position 9) is new.
⍝ == output:
⍝ 1 1 0 1 0
⍝ 1
⍝ 1 1 1 0 0 0 0 0 1 0 0
⍝ 1 1 0
⍝ 0
⍝ 1 0 0
⍝ 1 0 1
⍝ 1 1 0
⎕←≠3 1 3 2 1
⎕←⍴≠5
⎕←≠'mississippi'
⎕←≠3 2⍴1 2 3 4 1 2
⎕←⍴≠0⍴0
⎕←≠3 0⍴0
⎕←≠3 2 2⍴'abcdabcdabce'
≠1.5 2 1.5
