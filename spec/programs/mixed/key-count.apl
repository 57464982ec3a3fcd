⍝ {⍺,≢⍵}⌸ — each distinct key beside its count — is the commonest mixed array in real programs:
⍝ a matrix whose first column is characters and second numbers. Also {⍺,+/⍵}⌸ (the sums of each
⍝ key's indices) and a count table of words' first letters.
⍝ == output:
⍝ m 1
⍝ i 4
⍝ s 4
⍝ p 2
⍝ a 5
⍝ b 2
⍝ c 3
⍝ 4 2
⎕←{⍺,≢⍵}⌸'mississippi'
k←'abca'
⎕←{⍺,+/⍵}⌸k
⍴{⍺,≢⍵}⌸'mississippi'
