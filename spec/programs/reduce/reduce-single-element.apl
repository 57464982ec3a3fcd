⍝ Reducing a one-element vector or a scalar gives the element
⍝ == output:
⍝ 7
⍝ 5
⍝ 0
⎕←-/,7
⎕←+/5
⍴⍴÷/,4
