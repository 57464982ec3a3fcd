⍝ Choose indexing: an index of index vectors, each as long as the array's rank, picks one item
⍝ each, in the index's shape (M[⊂2 1] a scalar, M[⍸M>5] the items the mask marks, M[⍳⍴M] is M);
⍝ a nested array's items are picked whole; x[I]←v and x[I]f←v assign through them
⍝ == output:
⍝ 5
⍝ 1 6 9
⍝ 6 7 8 9 10 11 12
⍝ 1  2  3  4
⍝ 5  6  7  8
⍝ 9 10 11 12
⍝ 30
⍝ 10 20 30
⍝ 1 8 6
⍝  5 6 7 8  1 2 3 4 
⍝ 1 2 3 4
⍝ 5 0 0 0
⍝ 0 0 0 0
⍝ 101   2  3  4
⍝   5 206  7  8
⍝   9  10 11 12
⍝ 2 3 4
⍝ 3 4 5
M←3 4⍴⍳12
⎕←M[⊂2 1]
⎕←M[(1 1)(2 2)(3 1)]
⎕←M[⍸M>5]
⎕←M[⍳⍴M]
v←10×⍳5
⎕←v[⊂,3]
⎕←v[⍳,3]
⎕←(2 2 2⍴⍳8)[(1 1 1)(2 2 2)(2 1 2)]
⎕←(↓M)[(,2)(,1)]
Z←M
Z[⍸Z>5]←0
⎕←Z
Z←M
Z[(1 1)(2 2)]+←100 200
⎕←Z
{⍵[1]+⍵[2]}¨⍳2 3
