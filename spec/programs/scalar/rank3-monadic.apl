⍝ Monadic scalar functions keep a rank-3 shape
⍝ == output:
⍝ ¯1 ¯2 ¯3
⍝
⍝ ¯4 ¯5 ¯6
-2 1 3⍴1 2 3 4 5 6
