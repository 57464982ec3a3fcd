⍝ The function applied to each item may build small arrays of its own (a strand, a reduction)
⍝ == output:
⍝ 4 5
⍝ 6 7
{+/⍵,⍵×2}¨1 2 3
{+/⍵ 1 2}¨2 2⍴1 2 3 4
