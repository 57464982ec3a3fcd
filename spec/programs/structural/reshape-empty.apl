⍝ Reshaping to an empty shape
⍝ == output:
⍝
⍝ 0 3
⍝ 0
⎕←0⍴5
⎕←⍴0 3⍴5
≢0 3⍴5
