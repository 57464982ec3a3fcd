⍝ FizzBuzz as people write it: a dfn whose guards give strings of different lengths (the guard's
⍝ result has a length known when it runs), applied to each of 1…15, one item at a time; also
⍝ {⍕⍵}¨ and a dyadic ¨ whose results' lengths the data decides. Checked against ngn/apl.
⍝ == output:
⍝  1  2  Fizz  4  Buzz  Fizz  7  8  Fizz  Buzz  11  Fizz  13  14  FizzBuzz 
⍝ Fizz
⍝ 8
⍝  1  22  333 
⍝  a10  b200 
fb←{(0=3|⍵)∧0=5|⍵:'FizzBuzz' ⋄ 0=3|⍵:'Fizz' ⋄ 0=5|⍵:'Buzz' ⋄ ⍕⍵}
⎕←fb¨⍳15
n←+/3 3 3
⎕←fb n
⎕←≢fb 15
⎕←{⍕⍵}¨1 22 333
'ab'{⍺,⍕⍵}¨10 200
