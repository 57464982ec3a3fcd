⍝ */ evaluates right to left: 2*(3*2)
⍝ == output: 512
*/2 3 2
