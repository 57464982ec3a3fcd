⍝ Partitions make irregular nested vectors: ⍺⊆⍵ starts an item wherever ⍺ rises and drops the
⍝ elements where ⍺ is 0; ⍺⊂⍵ (boolean ⍺) starts one at each 1 and drops what comes before the
⍝ first (Dyalog's definitions; ngn/apl has neither form)
⍝ == output:
⍝  ab  cd  f 
⍝  1 2  3 4 5 
⍝  1  2  3  4 
⍝ 2 3
⍝  Hello  world 
⍝ 0
⍝ 5 5
⎕←1 1 2 2 0 3⊆'abcdef'
⎕←1 0 1 0 0⊂⍳5
⎕←(⍳4)⊆⍳4
⎕←≢¨0 1 1 0 1 1 1⊆⍳7
s←'Hello world'
⎕←(s≠' ')⊆s
⎕←≢0 0⊆1 2
≢¨(s≠' ')⊆s
