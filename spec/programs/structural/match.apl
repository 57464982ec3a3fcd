⍝ ⍺≡⍵ (match) and ⍺≢⍵ (not match) compare shape and items
⍝ == output:
⍝ 1
⍝ 0
⍝ 1
⍝ 0
⍝ 0
⍝ 1
⍝ 0
⎕←1 2 3≡1 2 3
⎕←1 2 3≡1 2
⎕←(2 2⍴1 2 3 4)≡2 2⍴1 2 3 4
⎕←'abc'≢'abc'
⎕←'a'≡,'a'
⎕←1≡1.0
(1 2 3)≡'abc'
