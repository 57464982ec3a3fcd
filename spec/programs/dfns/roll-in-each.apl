⍝ ? in a dfn under ¨ moves the program's random counter, an enclosing name: the applications run
⍝ one after another (shapes/each-writes.ts), each drawing its numbers in turn, as Dyalog's do
⍝ (was a NONCE ERROR). The draws are the counter's, so this checks their shape and range.
⍝ == output:
⍝ 3
⍝ 1
x←{?⍵}¨3 4 5
⎕←⍴x
∧/(x≥1)∧x≤3 4 5
