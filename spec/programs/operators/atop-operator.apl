⍝ ⍤ with a function on its right is atop: f⍤g ⍵ is f g ⍵ and ⍺ f⍤g ⍵ is f ⍺ g ⍵ (Dyalog
⍝ reference, "Atop"); with an array on its right it stays rank. So -⍤+ 1 2 3 negates the
⍝ conjugate; 1 2 -⍤+ 3 4 is -4 6; ⌽⍤⍳ 4 is ⌽1 2 3 4; +/⍤, sums the ravel of a matrix (10);
⍝ in an n-wise reduction 2 -⍤-/ is -(⍺-⍵) for each pair: (2-1) (4-2) (7-4) is 1 2 3; and
⍝ +/⍤1 of a matrix (rank) still sums its rows.
⍝ == kernels: 7
⍝ == output:
⍝ ¯1 ¯2 ¯3
⍝ ¯4 ¯6
⍝ 4 3 2 1
⍝ 10
⍝ 1 2 3
⍝ 6 15
⎕←-⍤+ 1 2 3
⎕←1 2 -⍤+ 3 4
⎕←⌽⍤⍳ 4
⎕←+/⍤, 2 2⍴⍳4
⎕←2 -⍤-/ 1 2 4 7
⎕←+/⍤1⊢2 3⍴⍳6
