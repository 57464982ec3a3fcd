⍝ {⍵[≢⍵]} indexes the last item: in range for any non-empty vector
⍝ == output:
⍝ 6
⍝ 7
last←{⍵[≢⍵]}
⎕←last 4 5 6
last ,7
