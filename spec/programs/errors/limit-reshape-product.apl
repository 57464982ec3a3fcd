⍝ Lengths that each fit but whose product is past the most items an array holds: a LIMIT ERROR
⍝ before the program runs
⍝ == error: LIMIT ERROR 4:8
1e5 1e5⍴1
