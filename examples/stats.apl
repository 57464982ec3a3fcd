⍝ Column means of a table: aplc examples/stats.apl examples/stats-data.csv
⍝ (the data: one row a line, three columns; a header row of names is skipped)
⍝ main: ⍵ f32[n,3] → f32[3]
main←{(+⌿⍵)÷≢⍵}
