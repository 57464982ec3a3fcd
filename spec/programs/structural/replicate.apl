⍝ Non-negative integer counts replicate items
⍝ == output:
⍝ 4 4 6
⍝ 1 1 1 2 2 2
⍝ aabbbd
⍝ 1 1 2 3 3
⍝ 4 4 5 6 6
⎕←2 0 1/4 5 6
⎕←3/1 2
⎕←2 3 0 1/'abcd'
2 1 2/2 3⍴⍳6
