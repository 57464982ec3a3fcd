⍝ A partition of a nested vector groups its items: lines between blank lines, as in the first
⍝ Advent of Code puzzle of 2022. The groups (depth 3) are kept as {⍵[i]}¨ of the index partitions,
⍝ so ⍎¨¨ and +/¨ take them apart. Values checked against ngn/apl (its ⊂ of a boolean is ⊆ here)
⍝ == output:
⍝ 24000
⍝ 45000
⍝ 3 1 2 3 1
⍝   ab  cd    gh  
⍝ 2 2
l←'1000' '2000' '3000' '' '4000' '' '5000' '6000' '' '7000' '8000' '9000' '' '10000'
g←l⊆⍨0<≢¨l
⎕←⌈/+/¨⍎¨¨g
⎕←+/3↑{⍵[⍒⍵]}+/¨⍎¨¨g
⎕←≢¨g
⎕←1 1 0 1⊆'ab' 'cd' 'ef' 'gh'
≢¨1 0 1 0⊂(1 2)(3 4 5)(6 7)(8 9)
