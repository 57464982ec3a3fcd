⍝ ⎕RL←0 asks Dyalog for a seed from the clock; aplc draws from seeds the program gives
⍝ == error: NONCE ERROR 3:5
⎕RL←0
?6
