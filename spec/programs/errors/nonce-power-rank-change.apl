⍝ f⍣n with a run-time count where f changes the rank of its argument
⍝ == error: NONCE ERROR 4:1
n←+/1 1
({⍵∘.+⍵}⍣n)1 2
