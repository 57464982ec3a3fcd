⍝ Reshaping a string cycles its characters
⍝ == output:
⍝ abab
⍝ abab
⍝ abab
3 4⍴'ab'
