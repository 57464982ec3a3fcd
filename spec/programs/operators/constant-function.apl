⍝ A⍨ is the constant function: A⍨ ⍵ and ⍺ A⍨ ⍵ are A whatever the arguments (Dyalog reference,
⍝ "Constant"). So 5⍨¨ 1 2 3 is 5 for each item; (1 2 3⍨) 4 and 7 (1 2 3⍨) 4 are 1 2 3; as a
⍝ reduction's operand, 1 f (2 f 3) is 0; the argument is still evaluated before the function is
⍝ applied, so (9⍨) ⎕←3 prints 3 and then 9; 1 2 3 (0⍨)¨ 4 5 6 is 0 0 0.
⍝ == kernels: 2
⍝ == output:
⍝ 5 5 5
⍝ 1 2 3
⍝ 1 2 3
⍝ 0
⍝ 3
⍝ 9
⍝ 0 0 0
⎕←5⍨¨ 1 2 3
⎕←(1 2 3⍨) 4
⎕←7 (1 2 3⍨) 4
⎕←0⍨/1 2 3
⎕←(9⍨) ⎕←3
⎕←1 2 3 (0⍨)¨ 4 5 6
