⍝ 1⍟1 is 1, as in Dyalog: (⍟1)÷⍟1 is 0÷0, which the interpreter gave as NaN and webgpu as 0
⍝ (found by npm run fuzz, a mutant of fusion/catenate-index-piece.apl)
⍝ == output:
⍝ 1 0
⍝ 1 3
⎕←(1 2)⍟1
b←1 2
b⍟1 8
