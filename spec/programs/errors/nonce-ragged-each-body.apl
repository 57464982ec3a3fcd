⍝ A dfn applied to each item of an irregular nested vector whose body has an operation aplc does
⍝ not flatten (here the outer product of the item with itself) is a NONCE naming it
⍝ == error: NONCE ERROR 4:1
{⍵∘.×⍵}¨(1 2)(3 4 5)
