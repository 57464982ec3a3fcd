⍝ f⌸ where f's result is as long as its group (other than the groups themselves, {⍵}⌸ and {⊂⍵}⌸)
⍝ would make an irregular array
⍝ == error: NONCE ERROR 4:1
{⍵,⍵}⌸1 1 2
