⍝ Only the default ⎕ML (1) is supported: assigning another level is a NONCE ERROR naming ⎕ML
⍝ == error: NONCE ERROR 3:5
⎕ML←2
