⍝ Strings through symbolic dfns: a palindrome and a comparison with the reverse
⍝ == output:
⍝ abccba
⍝ 1 1 1 1 1
pal←{⍵,⌽⍵}
⎕←pal 'abc'
{⍵=⌽⍵}'level'
