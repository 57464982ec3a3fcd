⍝ A left argument bound with ∘ that does not fit the right argument
⍝ == error: LENGTH ERROR 3:6
(1 2∘+)1 2 3
