⍝ f¨ of an irregular nested vector with any function: a primitive that has no segmented form
⍝ (∪¨ ⍋¨) runs as {f ⍵}¨, and ⍺ f¨⍵ goes item by item, a scalar side given whole to each
⍝ application. Values checked against ngn/apl (⎕IO 0: its ⍋ and ⍳ give one less)
⍝ == output:
⍝  3  1 
⍝  abc  b 
⍝  1 4 2 3  1 2 
⍝ 1 0
⍝ 1 0
⍝  cd  ghi 
⍝ 3 2
⍝  0 1  1 0 0 
⍝ 0 1 0
⍝  1 2 1 2  3 4 5 3 4 5 
⎕←⍴¨∪¨'abca' 'bb'
⎕←∪¨'abca' 'bb'
⎕←⍋¨'abca' 'bb'
⎕←(⊂'abc')≡¨'abc' 'de'
⎕←'abc' 'de'≡¨'abc' 'df'
⎕←2 3{⍵↑⍨-⍺}¨'abcd' 'efghi'
⎕←'abc' 'de'⍳¨'c' 'e'
⎕←(1 2)(3 4 5)∊¨2 3
words←' '(≠⊆⊢)'the cat sat'
⎕←(⊂'cat')≡¨words
(1 2)(3 4 5){⍺,⍵}¨(1 2)(3 4 5)
