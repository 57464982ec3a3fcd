⍝ A loop carries the lengths f changes: f⍣n with a run-time count, and a fixpoint of a filter
⍝ == output:
⍝ 1 2 1 2 1 2 1 2
⍝ 3
⍝
⍝ 5 7
n←+/1 1
⎕←({⍵,⍵}⍣n)1 2
v←3 1 4
⎕←({(+/⍵>2)↑⍵}⍣n)v
⎕←{(⍵>2)/⍵-1}⍣≡⊢1 5 2 7 9
{(⍵>2)/⍵}⍣≡⊢1 5 2 7
