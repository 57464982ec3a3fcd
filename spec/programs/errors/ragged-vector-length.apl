⍝ A simple vector with an irregular nested vector gives one scalar to each item: their lengths
⍝ must agree
⍝ == error: LENGTH ERROR 4:6
1 2 3+(1 2)(3 4 5)
