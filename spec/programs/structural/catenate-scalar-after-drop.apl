⍝ A scalar catenated to the result of a drop whose lengths are computed: the scalar is filled out
⍝ to the drop's row count (bound when the drop is lowered).
⍝ == output:
⍝ 10 11 12 0
⍝ 3 4 9
x←2 1
⎕←(x↓3 4⍴⍳12),0
⎕←((≢x)↓⍳4),9
