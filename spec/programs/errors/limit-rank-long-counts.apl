⍝ A left argument of ↑ ↓ ⍴ longer than 15 gives a result of more axes than an array has: a LIMIT
⍝ ERROR found before one dim a count is built (10⁵ counts, from a fuzz mutant, kept the checker busy for minutes)
⍝ == error: LIMIT ERROR 4:13
(100000⍴1 2)↑4
