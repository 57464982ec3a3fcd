⍝ ∧.= compares whole rows
⍝ == output:
⍝ 1
⍝ 0 1 0
⎕←'abc'∧.='abc'
(3 3⍴'catdogcow')∧.='dog'
