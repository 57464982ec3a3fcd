⍝ Choose indexing with index vectors longer than the array's rank: a RANK ERROR before it runs
⍝ == error: RANK ERROR 4:1
M←3 3⍴⍳9
M[⊂1 2 3]
