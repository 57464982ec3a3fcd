⍝ A dfn applied to each item of an irregular nested vector that catenates the item with itself
⍝ (a NONCE once): each new item twice as long, one gather (values by Dyalog's ,)
⍝ == output:
⍝  1 2 1 2  3 4 5 3 4 5 
{⍵,⍵}¨(1 2)(3 4 5)
