⍝ ⍋ and ⍒ of a vector of vectors, in Dyalog's total array ordering: items compare element by
⍝ element, an item that is a prefix of another first ('a' 'ab' 'ab ' 'abc' 'b'), so {⍵[⍋⍵]}
⍝ sorts words (shapes/grade-vectors.ts). Values from the ordering's definition (ngn/apl does not
⍝ order nested arrays: it gives 0 1 2 … for every one of these).
⍝ == output:
⍝  apple  banana  cherry 
⍝ 3 1 2
⍝ 2 3 1
⍝ 2 1 4 3 5
⍝ 5 3 4 1 2
⍝ 2 3 1 4
⍝ 3 2 1
⍝  brown  fox  quick  the 
w←'banana' 'apple' 'cherry'
⎕←w[⍋w]
⎕←⍒w
⎕←⍋'bb' 'ab' 'ba'
⎕←⍋'ab' (,'a') 'abc' 'ab ' (,'b')
⎕←⍒'ab' (,'a') 'abc' 'ab ' (,'b')
⎕←⍋(1 2)(¯5 3 4)(,1)(1 2 0)
⎕←⍋(1.5 2)(1.5 ¯2)(,1.5)
{⍵[⍋⍵]}' '(≠⊆⊢)'the quick brown fox'
