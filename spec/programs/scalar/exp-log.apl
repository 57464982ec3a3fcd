⍝ Monadic * is e to the power, monadic ⍟ the natural logarithm
⍝ == output:
⍝ 1 2.718281828 7.389056099
⍝ 0 2.302585093 2
⎕←*0 1 2
⍟1 10,*2
