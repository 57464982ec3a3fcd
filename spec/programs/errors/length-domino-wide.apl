⍝ B⌹A needs A with at least as many rows as columns
⍝ == error: LENGTH ERROR 3:4
1 2⌹2 3⍴⍳6
