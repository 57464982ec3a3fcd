⍝ Functions other than scalar primitives as operands of / \ ⌿ ⍀ ∘. and . (derived functions,
⍝ trains, ⊣ ⊢), applied item by item as Dyalog applies any operand. A reduction folds from the
⍝ right: ⊢/1 2 3 is 1⊢2⊢3 = 3, ⊣/ is 1; ⊢\ keeps each item (1, 1⊢2, 1⊢2⊢3); ⊣⌿ of a matrix is its
⍝ first row; (+-×)/1 2 3 is 1 f (2 f 3) with ⍺ f ⍵ = (⍺+⍵)-⍺×⍵: 2 f 3 = ¯1, 1 f ¯1 = 1; -⍨/ is
⍝ 1 -⍨ (2 -⍨ 3) = 1 -⍨ 1 = 0; -⍨\ gives 1, 2-1, then 0; (⊢-⊣)⌿ on the rows 1 2, 3 4, 5 6 is
⍝ 1 2 f (3 4 f 5 6) = 1 2 f 2 2 = 1 0; 2(⊢-⊣)/ takes differences; ∘.(⊢-⊣)⍨⍳3 is j-i; with
⍝ G←⊣÷∨, ⍺ G ⍵ is ⍺ divided by the GCD of ⍺ and ⍵; +.(-⍨) is +/(4 5 6)-(1 2 3) = 9; -⍨.× folds
⍝ 4 10 18 with -⍨ from the right: 10 -⍨ 18 = 8, 4 -⍨ 8 = 4; +.⊢ of a matrix and a matrix sums
⍝ the right's columns (9 12); ∘.(+∘×) is ⍺+×⍵.
⍝ == kernels: 14
⍝ == output:
⍝ 3
⍝ 1
⍝ 1 2 3
⍝ 1 2
⍝ 1
⍝ 0
⍝ 1 1 0
⍝ 1 0
⍝ 3 5 7
⍝  0  1 2
⍝ ¯1  0 1
⍝ ¯2 ¯1 0
⍝ 1 1 1 1
⍝ 2 1 2 1
⍝ 3 3 1 3
⍝ 4 2 4 1
⍝ 9
⍝ 4
⍝ 9 12
⍝ 9 12
⍝ 2 2
⍝ 3 3
⍝ 4 4
⎕←⊢/1 2 3
⎕←⊣/1 2 3
⎕←⊢\1 2 3
⎕←⊣⌿3 2⍴⍳6
⎕←(+-×)/1 2 3
⎕←-⍨/1 2 3
⎕←-⍨\1 2 3
⎕←(⊢-⊣)⌿3 2⍴⍳6
⎕←2(⊢-⊣)/1 4 9 16
⎕←∘.(⊢-⊣)⍨⍳3
G←⊣÷∨
⎕←(⍳4)∘.G ⍳4
⎕←1 2 3 +.(-⍨) 4 5 6
⎕←1 2 3 -⍨.× 4 5 6
⎕←(2 3⍴⍳6)+.⊢3 2⍴⍳6
⎕←1 2 3 ∘.(+∘×) 1 2
