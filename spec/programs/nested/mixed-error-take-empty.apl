⍝ k↑ past the end of an irregular nested vector that is empty when the program runs: the fill is
⍝ its prototype item, which the descriptor does not keep: a NONCE ERROR at the take.
⍝ == error: NONCE ERROR 6:6
k←+/1 1 1
v←1 (2 3) 4
(k+2)↑(k-3)↑v
