⍝ f⍣g of an irregular nested argument (items of different lengths): no regular array to go round
⍝ the loop; with a count known before running it unrolls
⍝ == error: NONCE ERROR 4:7
{1↓¨⍵}⍣{0=+/≢¨⍺}⊢(1 2)(3 4 5)
