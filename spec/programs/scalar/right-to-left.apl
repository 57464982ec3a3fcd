⍝ Functions evaluate right to left without precedence
⍝ == output:
⍝ 11
⍝ 14
⍝ 10
⎕←10-2-3
⎕←2×3+4
(2×3)+4
