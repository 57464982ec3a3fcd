⍝ f¨ of a vector whose items are scalars beside vectors: ≢¨ +/¨ ⌈/¨ ⌽¨, dfns of scalar
⍝ functions, scalar functions (f¨ is f), and the dyadic ↑¨ ↓¨ ,¨ ⍴¨, which make every item a
⍝ vector. Values checked against ngn/apl (its display of the dyadic forms' results differs in
⍝ blanks only).
⍝ == output:
⍝ 1 2 1 3
⍝ 1 5 4 18
⍝ 1 3 4 7
⍝ 1  3 2  4  7 6 5 
⍝ 2  4 6  8  10 12 14 
⍝ 1 5 4 18
⍝ 0  2 1  3  6 5 4 
⍝ ¯1  ¯2 ¯3  ¯4  ¯5 ¯6 ¯7 
⍝ 2  3 4  5  6 7 8 
⍝ 2  4 5  7  9 10 11 
⍝  1 0  2 3  4 0  5 6 
⍝    3    6 7 
⍝  1 0  2 3 0  4 0  5 6 7 0 
⍝  1 1  2 3  4 4  5 6 
⍝ 1 2
v←1 (2 3) 4 (5 6 7)
⎕←≢¨v
⎕←+/¨v
⎕←⌈/¨v
⎕←⌽¨v
⎕←{⍵×2}¨v
⎕←{+/⍵}¨v
⎕←{⌽⍵-1}¨v
⎕←-¨v
⎕←v+¨1
⎕←1 2 3 4+¨v
⎕←2↑¨v
⎕←1↓¨v
⎕←v,¨0
⎕←2⍴¨v
≢¨'a' 'bc'
