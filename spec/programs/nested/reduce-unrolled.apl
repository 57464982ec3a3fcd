⍝ f/ of a nested vector whose length the checker knows, where f gives a scalar or a value of
⍝ another type than the items, or the items are not all vectors ('a' is a scalar): the
⍝ reduction written out item by item from the last, each step checked on its own. Values checked
⍝ against ngn/apl (⎕IO 0, so its ⍳ gives one less)
⍝ == output:
⍝ 1
⍝ a, bb, ccc
⍝  9 12 
⍝ 2
⍝ 0
⍝ 1
⍝ 0
⎕←{(⍵[⍋⍵])≡⍺[⍋⍺]}/'listen' 'silent'
⎕←⊃{⍺,', ',⍵}/'a' 'bb' 'ccc'
⎕←{⍺+⍵}/(1 2)(3 4)(5 6)
⎕←{⍺⍳⍵}/'abc' 'b'
⎕←{⍺≡⍵}/(1 2)(1 2)(1 0)
⎕←≡/'abc' 'abc'
{⍺≡⍵}/⍳¨⍳3
