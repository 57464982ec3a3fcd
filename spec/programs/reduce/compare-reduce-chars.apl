⍝ Reductions of characters by = and ≠, whose result is not a character. APL folds from the right:
⍝ =/'aab' is 'a'=('a'='b'), a character compared with a boolean, and a character never equals a
⍝ number (Dyalog), so it is 0 (and ≠/'aab' is 1). One item is the item itself (=/,'a' is 'a'),
⍝ none the identity (=/'' is 1, ≠/'' is 0); n-wise windows of 2 compare neighbours (2=/'aab' is
⍝ 1 0), of 1 are the items, of 0 the identity, a negative width reverses each window.
⍝ == output:
⍝ 1 0
⍝ 1
⍝ 0
⍝ 1
⍝ a
⍝ 1
⍝ 0
⍝ 0 1 0 1
⍝ 0 1
⍝ 0 0
⍝ abc
⍝ 1 1 1 1
⍝ 1 1 0
⍝ 1 0
⍝ 1 0
⎕←2=/'aab'
⎕←=/'aa'
⎕←=/'aab'
⎕←≠/'aab'
⎕←=/,'a'
⎕←=/''
⎕←≠/''
⎕←2≠/'aabbc'
⎕←¯2=/'abb'
⎕←3=/'aaaa'
⎕←1=/'abc'
⎕←0=/'abc'
⎕←=⌿2 3⍴'abcabd'
⎕←=/2 2⍴'aabc'
{2=/⍵}'xxy'
