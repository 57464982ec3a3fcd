⍝ ≡ of two irregular nested vectors both empty when the program runs: Dyalog compares their
⍝ prototype items, and the left one's is not known here (its first item was data): a NONCE ERROR.
⍝ == output:
⍝ 0
⍝ == error: NONCE ERROR 9:2
k←+/1 1 1
x←(k-3)↑(k-2)↓(1 2)(3 4 5)(6 7)
⎕←x≡(k-2)↑(1 2)(3 4)
x≡0↑(1 2)(3 4)
