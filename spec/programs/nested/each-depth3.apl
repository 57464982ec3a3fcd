⍝ f¨ where f gives nested arrays (' '(≠⊆⊢)¨lines, the words of each line) makes a nested
⍝ array of depth 3, kept as f and its arguments: what takes it applies f item by item itself
⍝ (≢¨ ⍎¨¨ ⊃ pick ∊ ⌽ ↓ ↑ / [i] ,/ and ⍺ g¨ beside a scalar or a simple vector), and its display is
⍝ each item's display between blanks, as ⍕ of a nested vector. Values by Dyalog's definitions,
⍝ checked against ngn/apl (⎕IO 0) on the same words, except the display, whose blanks ngn spaces
⍝ otherwise
⍝ == output:
⍝ 2 3 2
⍝ 3
⍝ 3
⍝  ab  cd 
⍝  e  f  g 
⍝ g
⍝ abcdefghijk
⍝  2 2  1 1 1  3 1 
⍝  ab  e  hij 
⍝ 2 3 2
⍝ 3 2
⍝ 2 2
⍝  e  f  g 
⍝  ab  cd  e  f  g  hij  k 
⍝ 7
⍝  0  0  0 
⍝  3  4  3 
⍝ 12 23 32
⍝ 2 2
⍝ 3 2
⍝ 2 3 2
⍝ 4 3 4
⍝ 4 3 4
⍝ 3 12
⍝ 2 3 2
⍝   ab  cd    e  f  g    hij  k  
⍝   1  1 2    1 2 3  1 2 3 4  1 2 3 4 5  
⍝ 1 1
⍝ 5
⍝   1 2    3 4 5  
lines←'ab cd' 'e f g' 'hij k'
w←' '(≠⊆⊢)¨lines
⎕←≢¨w
⎕←≢w
⎕←⍴w
⎕←⊃w
⎕←2⊃w
⎕←2 3⊃w
⎕←∊w
⎕←≢¨¨w
⎕←⊃¨w
⎕←≢¨⌽w
⎕←≢¨1↓w
⎕←≢¨w[3 1]
⎕←⊃w[2]
⎕←⊃,/w
⎕←≢⊃,/w
⎕←(⊂,'e')∊¨w
⎕←w⍳¨⊂,'k'
⎕←10 20 30{⍺+≢⍵}¨w
⎕←≢¨1 0 1/w
⎕←≢¨¯2↑w
⎕←{≢⍵}¨w
⎕←+/¨≢¨¨w
⎕←(+/≢¨)¨w
⎕←+/¨⍎¨¨' '(≠⊆⊢)¨'1 2' '3 4 5'
split←{' '(≠⊆⊢)¨⍵}
⎕←≢¨split lines
⎕←w
x←(1 2)(3 4 5)
⎕←{⍳¨⍵}¨x
⎕←≢¨{⊂⍵}¨(1 2)(3 4 5)
⎕←⍴⍕⊂1 2
{⊂⍵}¨(1 2)(3 4 5)
