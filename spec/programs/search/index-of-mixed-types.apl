⍝ Characters are never found among numbers; ints and floats compare by value
⍝ == output:
⍝ 3
⍝ 1 2
⍝ 0 0
⎕IO←0
⎕←1 2 3⍳'a'
⎕←1 2.5 3⍳2.5 3
⍬⍳1 2
