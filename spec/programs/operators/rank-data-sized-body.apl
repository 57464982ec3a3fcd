⍝ A cell function whose intermediate sizes depend on the data runs cell by cell
⍝ == output:
⍝ 0 21 42
{+/(⍵>5)/⍵}⍤1⊢3 4⍴⍳12
