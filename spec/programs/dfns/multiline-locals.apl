⍝ A multi-line dfn with local assignments
⍝ == output: 8 18
f←{
  a←⍵+1
  b←a×2
  b
}
f 3 8
