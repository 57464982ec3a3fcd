⍝ f/ of a vector of vectors where f gives a vector (the words joined with blanks, a right fold):
⍝ one item at a time from the last (shapes/fold-loop.ts); the result is the vector enclosed, so ⊃
⍝ opens it. Of uniform items too ('ab' 'cd'). Checked against ngn/apl.
⍝ == output:
⍝ apple banana cherry
⍝ 19
⍝ ab-cd
⍝ 1 2 5 4 3
⍝ 2
⍝ ab
w←'apple' 'banana' 'cherry'
⎕←⊃{⍺,' ',⍵}/w
⎕←≢⊃{⍺,' ',⍵}/w
⎕←⊃{⍺,'-',⍵}/'ab' 'cd'
⎕←⊃{⍺,⌽⍵}/(1 2)(3 4 5)
⎕←≡{⍺,⍵}/w
⊃{⍺,⍵}/,⊂'ab'
