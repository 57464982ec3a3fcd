⍝ A fill from a mixed array that is empty when the program runs: Dyalog fills with the prototype
⍝ it kept (a blank after 'a'), which aplc does not hold, so this is a NONCE ERROR when it runs
⍝ rather than zeros. The same take of a non-empty one runs (mixed/structural.apl).
⍝ == error: NONCE ERROR 7:2
x←'a' 1
n←≢x
3↑(n-2)↑x
