⍝ ∧ (LCM) and ∨ (GCD) of ints are exact or a LIMIT ERROR: 65536∧65537 is 4295032832, past i32
⍝ (it wrapped to 65536); 46340∧46341 fits, and so does ¯2147483648∨6.
⍝ == output: 2147441940 2
⍝ == error: LIMIT ERROR 7:4
⎕←(46340∧46341),¯2147483648∨6
a←3 65536
⎕←a∧5 65537
