⍝ Replicate with negative counts (Dyalog): a count ¯c inserts c fill items (0 for numbers, a space
⍝ for characters) in place of the item; a single count extends to every item, and ⌿ and [k] pick
⍝ the axis. Values by Dyalog's definition of Replicate: 2 ¯1 3/1 2 3 is 1 1, one fill, 3 3 3.
⍝ == output:
⍝ 1 1 0 3 3 3
⍝ 0 0 0 0 0 0
⍝ a  c
⍝ 5 5 0 5 5 5
⍝ 1 0 3 3
⍝ 4 0 6 6
⍝ 1 2 3
⍝ 0 0 0
⍝ 7 8 9
⎕←2 ¯1 3/1 2 3
⎕←¯2/1 2 3
⎕←1 ¯2 1/'abc'
⎕←2 ¯1 3/5
⎕←1 ¯1 2/2 3⍴⍳6
1 ¯1 1⌿3 3⍴⍳9
