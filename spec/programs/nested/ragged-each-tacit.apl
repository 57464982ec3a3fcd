⍝ f¨ of an irregular nested vector where f is a train, an atop or a bound function, flattened as a
⍝ dfn's body is: (+/÷≢)¨ is each item's mean (values by hand; ngn/apl agrees on the forms it has)
⍝ == output:
⍝ 1.5 4
⍝  2 1  5 4 3 
⍝  0 1  0 1 2 
⍝  2 4  6 8 10 
⍝ 5 50
v←(1 2)(3 4 5)
⎕←(+/÷≢)¨v
⎕←(⌽⍤⊢)¨v
⎕←(⊢-⌊/)¨v
⎕←(2∘×)¨v
(+/∘(×⍨))¨v
