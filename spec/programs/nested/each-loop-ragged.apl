⍝ f¨ over a vector of strings whose body the flattening does not cover (a find, a replicate by a
⍝ computed mask) runs one item at a time (shapes/each-loop.ts); ⎕C¨ and ⎕UCS¨ work on the data
⍝ at once. Checked against ngn/apl (its display sets items three blanks apart).
⍝ == output:
⍝    banana   
⍝ 0 2 0
⍝  ppl  bnn  chrry 
⍝  APPLE  BANANA  CHERRY 
⍝  97 98  99 100 101 
w←'apple' 'banana' 'cherry'
⎕←{⍵/⍨∨/'an'⍷⍵}¨w
⎕←{+/'an'⍷⍵}¨w
⎕←{⍵/⍨~⍵∊'aeiou'}¨w
⎕←1 ⎕C¨w
⎕UCS¨'ab' 'cde'
