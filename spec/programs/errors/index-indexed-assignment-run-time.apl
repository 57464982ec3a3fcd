⍝ An index computed from data is checked when it is known
⍝ == error: INDEX ERROR 5:1
v←1 2 3
i←+/2 2
v[i]←0
v
