⍝ A negative n reverses each window; 0 gives the identity for each of the len+1 empty windows
⍝ == output:
⍝ 3 5 7
⍝ 1 1 1 1
⍝ 0
⎕←¯2-/1 4 9 16
⎕←0×/1 2 3
⍴6+/1 2 3 4 5
