⍝ ⍕ of a nested vector whose items are vectors is its display, one line: each item formatted
⍝ between two blanks, as Dyalog gives it (shapes/format-nested.ts); so it catenates into text.
⍝ == output:
⍝  apple  banana  cherry 
⍝ Words: apple  banana  cherry 
⍝  1 2  3 4 5 
⍝ 8
⍝  1.5 2  3 4 
⍝  1  22 
w←'apple' 'banana' 'cherry'
⎕←⍕w
⎕←'Words:',⍕w
⎕←⍕(1 2)(3 4 5)
⎕←⍴⍕'ab' 'cd'
⎕←⍕(1.5 2)(3 4)
⍕{⍕⍵}¨1 22
