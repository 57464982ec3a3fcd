⍝ Item 1+≢⍵ of ⍵ is out of range whatever the length
⍝ == error: INDEX ERROR 3:6
f←{⍵[1+≢⍵]}
f 1 2 3
