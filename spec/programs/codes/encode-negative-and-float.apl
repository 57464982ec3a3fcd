⍝ Negative values give complement digits, as in Dyalog; the last digit keeps a fraction
⍝ == output:
⍝ 9 9
⍝ 1 1 1
⍝ 1 2.5
⍝ 2 0.5
⎕←10 10⊤¯1
⎕←2 2 2⊤¯1
⎕←10 10⊤12.5
10 1⊤12.5
