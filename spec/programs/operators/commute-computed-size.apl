⍝ f⍨⍵ of a value whose size is known only when it runs (a partition, a compress): ⍵ is computed
⍝ once and named, so its sizes are bound once (a fuzz finding: the IR bound them twice)
⍝ == output:
⍝ 0
⍝ HelloworldHelloworld
⍝  ab  c  ab  c 
s←'Hello world'
⎕←≢⍨(s≠' ')⊆s
⎕←,⍨(s≠' ')/s
,⍨' '(≠⊆⊢)'ab c'
