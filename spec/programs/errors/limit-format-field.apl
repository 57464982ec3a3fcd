⍝ Dyadic ⍕ with a precision past 65535 would write a field of more characters than an array may
⍝ hold: a LIMIT ERROR before running (a fuzz finding: 123456789⍕¯2.25 ran the process out of memory)
⍝ == error: LIMIT ERROR 4:10
123456789⍕¯2.25
