⍝ ⍺⊂⍵ with an int ⍺ (Dyalog, ⎕ML<3): ⍺[i] items start at i, the first ⍺[i]-1 of them empty, and
⍝ the elements before the first non-zero are dropped. `1,2≠/⍵` is an int vector (1 is an int
⍝ literal), the usual way to cut a vector into its runs, and counts that are all 0 or 1 cut as a
⍝ boolean does. Values worked out from Dyalog's definition (ngn/apl has no counting form).
⍝ == output:
⍝  1 1  2 2 2  3 
⍝ 2 3 1
⍝ 0 2 2 0 0 1
⍝ 1 3 1
⍝   c  de 
⍝ 0 1 2
⍝ 0
⍝ 3
v←1 1 2 2 2 3
⎕←v⊂⍨1,2≠/v
⎕←≢¨v⊂⍨1,2≠/v
⎕←≢¨2 0 1 0 3⊂⍳5
⎕←≢¨{⍵⊂⍨1,1↓⍵≠0}1 2 0 0 5
⎕←0 0 2 1 0⊂'abcde'
⎕←≢¨0 0 2 1 0⊂'abcde'
⎕←≢0 0 0⊂1 2 3
+/∊3 0 0⊂1 1 1
