⍝ Take with fill reads its source only inside the source: a fused ÷ is not computed at the fill
⍝ positions (the window's read is an if, not a select).
⍝ == output:
⍝ 1 2 0
⍝ 0 0 0 1 0.5
⍝ 2 4 0 0 0
⍝ 0 0 0 4
x←0.5 0.25
⎕←3↑(2↑1 2)
⎕←¯5↑÷1 2
⎕←5↑÷x
⎕←¯4↑(1↓x)×16
