⍝ ⍳ of a fraction (÷2 is 0.5) giving the counts of a replicate: a DOMAIN ERROR at ⍳, as in Dyalog
⍝ (the right argument ⍳3 is evaluated first and cannot fail). Once the check is known to fail,
⍝ the code after it, typed with ⍳0.5's length, is deleted (it left the CPU an unbound name)
⍝ == error: DOMAIN ERROR 5:2
(⍳÷2)/⍳3
