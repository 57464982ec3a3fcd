⍝ A length mismatch between two named vectors, reported at the function
⍝ == error: LENGTH ERROR 5:4
x←1 2 3
y←⍳4
  x-y
