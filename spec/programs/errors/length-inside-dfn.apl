⍝ The error inside a dfn is reported at the function in the dfn body
⍝ == error: LENGTH ERROR 3:5
f←{⍺-⍵}
1 2 f 1 2 3
