⍝ An f64 vector that is empty at run time: its buffer still binds one pair (8 bytes) on webgpu,
⍝ where a 4-byte buffer failed validation, and ⊃ of it read half a pair past the end
⍝ == output:
⍝ 0
⍝ 0
⍝ 9
⎕FR←645
n←+/1 1
x←(n÷n)×2 9
⎕←≢(n+3)↓x
⎕←⊃(n+3)↓x
⊃(n-1)↓x
