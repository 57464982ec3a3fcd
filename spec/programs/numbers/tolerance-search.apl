⍝ ⍳ ∊ ∪ ~ ∩ ≠ (unique mask) of floats find items within ⎕CT: the first item of the table
⍝ tolerantly equal to a key, also when the run of equal items holds several values in another
⍝ order than the table's (1.0000001 1 2⍳1 finds 1.0000001, the first). ⍣≡ stops when an
⍝ iteration matches the last within the tolerance (Heron's √2).
⍝ == output:
⍝ 1
⍝ 1
⍝ 1 3 4
⍝ 1 2 3
⍝ 0.1 0.2
⍝ 0.3 0.5
⍝ 1 0 1
⍝ 2
⍝ 3 1 1001
⍝ 1.4142135
⎕←1.0000001∊1 2
⎕←(,0.1×3)⍳0.3
⎕←1.0000001 1 2⍳1 2 3
⎕←∪1 1.0000001 2 2.0000002 3
⎕←0.1 0.2 0.3~0.1×3
⎕←(0.1×⍳5)∩0.3 0.5
⎕←≠0.3 (0.1+0.2) 0.4
⎕←(⍳3)⍳2.0000001
x←1000⍴0.1 0.2 0.30000001
⎕←x⍳0.3 0.1 0.7
{0.5×⍵+2÷⍵}⍣≡1
