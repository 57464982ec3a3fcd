⍝ Assigning characters into a numeric array would make a mixed array
⍝ == error: DOMAIN ERROR 4:1
v←1 2 3
v[1]←'a'
