⍝ Gregorian leap years by scalar arithmetic
⍝ == kernels: 1
⍝ == output: 0 1 0 1 0
y←1900 2000 2023 2024 2100
(0=4|y)∧(0≠100|y)∨0=400|y
