⍝ a b←v of a nested vector: each name takes its item whole ((i+⎕IO)⊃v), of either kind of nested
⍝ vector, in a dfn too; an enclosed scalar gives every name the array it holds (a b←⊂1 2 gives
⍝ each 1 2, not ⊂1 2); values as Dyalog assigns them
⍝ == output:
⍝ zw
⍝ 3 4 5
⍝ 1 2
⍝ 1 2
⍝ helloworld
⍝ 12
⍝ 4 6
⍝ 2 3
⍝ 1
⍝ abab
a b←'xy' 'zw'
⎕←b
a b←(1 2)(3 4 5)
⎕←b
(a b)←(1 2)(3 4 5)
⎕←a
a b←⊂1 2
⎕←b
a b←'hello' 'world'
⎕←a,b
x←(1 2)(3 4 5)
a b←x
⎕←+/b
⎕←{a b←⍵ ⋄ a+b}(1 2)(3 4)
a b c←1 (2 3) 4
⎕←b
⎕←≡b
a b←⊂'ab'
a,b
