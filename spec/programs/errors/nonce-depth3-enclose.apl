⍝ A nested array of depth 3 kept as f¨ (the words of each line) is taken apart item by item; ⊂ of
⍝ it would make depth 4, which aplc does not hold
⍝ == error: NONCE ERROR 5:1
w←' '(≠⊆⊢)¨'ab cd' 'e f g'
⊂w
