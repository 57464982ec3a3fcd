⍝ A source that may fail is computed whole before ⍴ cycles through it, so its error is raised
⍝ even where the result reads only elements that do not fail (Dyalog: DOMAIN ERROR).
⍝ == error: DOMAIN ERROR 4:5
⎕←1⍴÷1 0
