⍝ ⌽ and rotation of a character vector
⍝ == output:
⍝ olleh
⍝ llohe
⎕←⌽'hello'
2⌽'hello'
