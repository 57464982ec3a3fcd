⍝ ⍎¨ of character vectors known only when the program runs, each one whole number: blanks, an
⍝ optional leading ¯ (or -, which as APL negates it), digits; read on the device by one segmented
⍝ sum of the digits weighted by their places ({⍎⍵}¨ too); ⍎ of one such vector is the number, a scalar (values
⍝ as Dyalog's ⍎ gives them)
⍝ == output:
⍝ 12 345 ¯6 0 ¯7
⍝ 213
⍝ 12 34
⍝ 42 2147483647
⍝ 1 3
⍝ ¯34 0
⍝ 1 22 333
⍝ 0
s←'12 345 ¯6 0 -7'
⎕←⍎¨' '(≠⊆⊢)s
⎕←+/⍎¨'10' '200' '3'
⎕←⍎¨'12' '34'
⎕←⍎¨' 42 ' '2147483647'
⎕←{⍵[⍋⍵]}⍎¨' '(≠⊆⊢)'3 1'
t←' ¯17 '
⎕←(2×⍎t),⍴⍴⍎t
⎕←{⍎⍵}¨' '(≠⊆⊢)'1 22 333'
⍴⍎¨0↑⊂'1'
