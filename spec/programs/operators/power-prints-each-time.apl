⍝ ⎕← inside the function runs once per application, in a run-time loop too
⍝ == output:
⍝ 0
⍝ 1
⍝ 2
⍝ 3
f←{⎕←⍵ ⋄ ⍵+1}
n←+/1 1 1
x←(f⍣n)0
x
