⍝ (x@i)⍵ replaces the items at i; (f@i)⍵ applies f to them
⍝ == output:
⍝ 1 0 3 0 5
⍝ 1 10 3 20 5
⍝ 1 ¯2 3 ¯4 5
⎕←(0@2 4)1 2 3 4 5
⎕←(10 20@2 4)1 2 3 4 5
(-@2 4)1 2 3 4 5
