⍝ ⍕ of numbers gives their characters, as APL writes them; ⍕ of characters is the same characters
⍝ == output:
⍝ The double value is 34.32 and the integer value is 55.
⍝ 1 ¯2 3.5
⍝ 8
⍝ abc
⍝ 0
y←+/1 2 3 4 5 6 7 8 9 10
⎕←'The double value is ',(⍕34.32),' and the integer value is ',(⍕y),'.'
⎕←⍕1 ¯2 3.5
⎕←⍴⍕1 ¯2 3.5
⎕←⍕'abc'
⍴⍕⍬
