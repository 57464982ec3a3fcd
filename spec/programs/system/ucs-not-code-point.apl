⍝ ⎕UCS of a number that is not a code point, known only at run time, is a DOMAIN ERROR
⍝ == error: DOMAIN ERROR 4:1
v←3 1 4
⎕UCS (⌈/v)-10
