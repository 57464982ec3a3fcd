⍝ A dfn under ¨ of an irregular nested vector that grades or indexes its item: each item sorted
⍝ within itself ({⍵[⍋⍵]}¨), its grade, and one element of each item, all items at once (values
⍝ checked with ngn/apl, ⎕IO 0 there)
⍝ == output:
⍝  1 2 3  4 5    1 7 7 
⍝  3 2 1  5 4    7 7 1 
⍝  2 3 1  2 1    3 1 2 
⍝ 3 5
⍝ 2 4
⍝  aaabnn  iikw 
⍝  3 1.5 ¯2  0.5 0.25 
v←(3 1 2)(5 4)(⍳0)(7 7 1)
⎕←{⍵[⍋⍵]}¨v
⎕←{⍵[⍒⍵]}¨v
⎕←{⍋⍵}¨v
⎕←{⍵[1]}¨2↑v
⎕←{⍵[≢⍵]}¨2↑v
⎕←{⍵[⍋⍵]}¨'banana' 'kiwi'
{⍵[⍒⍵]}¨(1.5 ¯2 3)(0.5 0.25)
