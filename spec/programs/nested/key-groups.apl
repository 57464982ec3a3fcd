⍝ {⊂⍵}⌸ groups: the indices where each distinct key occurs, or the items of ⍵ there, in the order
⍝ the keys first appear, as a vector of vectors (Dyalog's key operator; ngn/apl has none)
⍝ == output:
⍝  1 4  2 5  3 
⍝ 1 4 4 2
⍝  10 40  20 50  30 
⍝  1 3 4  2  5 
⍝ 9 6
⍝ 0
⍝  pr  q 
⎕←{⊂⍵}⌸'abcab'
⎕←≢¨{⊂⍵}⌸'mississippi'
⎕←'abcab'{⊂⍵}⌸10 20 30 40 50
⎕←(⊂⍤⊢⌸)3 1 3 3 2
⎕←+/¨2 1 2 1 2{⊂⍵}⌸⍳5
⎕←≢{⊂⍵}⌸⍳0
'xyx'(⊢∘⊂⌸)'pqr'
