⍝ Scalar recursion on computed arguments: the sum of the digits, the moves of the towers of
⍝ Hanoi, factorial (of a float argument), and a constant argument past the unrolling depth
⍝ == output:
⍝ 33
⍝ 1023
⍝ 24
⍝ 100
n←+/1 1 1
⎕←{⍵<10:⍵ ⋄ (10|⍵)+∇⌊⍵÷10} 98765×n
⎕←{⍵=0:0 ⋄ 1+2×∇⍵-1} n+7
⎕←{⍵≤1:1 ⋄ ⍵×∇ ⍵-1} ⌈+/2.5 1
{⍵=0:0 ⋄ 1+∇⍵-1} 100
