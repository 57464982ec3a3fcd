⍝ APL evaluates right to left: a right argument before the left, an index before the array it
⍝ indexes. A name assigned there is visible to the rest, whatever order the function takes its
⍝ arguments in (⍨ swaps them). These stopped with an internal error (x⍳⍨x←v) or a VALUE ERROR
⍝ (x[⍋x←v]); x[⍋x]←x←v too. Values checked against ngn/apl (⎕IO 0, so its indices are one less)
⍝ == output:
⍝ 1 2 3
⍝ 6
⍝ 1 2 3
⍝ 0 0 0
⍝ 1 2 3
⍝ m i s p
⍝ 1 4 4 2
⍝ 3 4 5
⍝ 2 3 1
⍝ 3 a
⍝ 2 b
⍝ 1 c
⎕←x⍳⍨x←3 1 4
⎕←(⌈/y)⍳⍨y←3 1 4 1 5 9 2 6
⎕←z[⍋z←3 1 2]
⎕←w{⍺-⍵}⍨w←3 1 4
⎕←m[1;⍋m[1;]]⊣m←2 3⍴3 1 2
⎕←(∪s),[0.5]+/(∪s)∘.=s←'mississippi'
⎕←k[2]+k←⍳3
q[⍋q]←q←3 1 2 ⋄ ⎕←q
{(≢¨x),⍪⊃¨x←(1,2≠/⍵)⊂⍵}'aaabbc'
