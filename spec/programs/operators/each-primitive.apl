⍝ A primitive as the operand of ¨: scalar functions work item by item, others on each scalar
⍝ == output:
⍝ ¯1 ¯2 ¯3
⍝ 1 2 3
⍝ 5 7 9
⍝ 1 1 1
⎕←-¨1 2 3
⎕←⌽¨1 2 3
⎕←1 2 3+¨4 5 6
≢¨1 2 3
