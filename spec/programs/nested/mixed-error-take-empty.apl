⍝ k↑ past the end of an irregular nested vector that is empty when the program runs, made from one
⍝ whose first item was known only then: the fill is that prototype item, which aplc does not know
⍝ here: a NONCE ERROR at the take (where the checker knows the prototype, mixed-prototype.apl).
⍝ == error: NONCE ERROR 6:6
k←+/1 1 1
(k+2)↑(k-3)↑(k-2)↓1 (2 3) 4
