⍝ ,[1] and ⍪ join along the first axis
⍝ == output:
⍝ 1 2
⍝ 3 4
⍝ 5 6
⍝ 1 2
⍝ 3 4
⍝ 0 0
⍝ 1 2 3 4 5
m←2 2⍴1 2 3 4
⎕←m,[1]5 6
⎕←m⍪0
1 2⍪3 4 5
