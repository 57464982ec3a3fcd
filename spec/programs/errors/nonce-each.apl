⍝ f¨ over a matrix where f gives a vector whose length depends on each item's data would make an
⍝ irregular nested matrix, which aplc does not hold yet (of a vector it runs: nested/each-loop-*.apl)
⍝ == error: NONCE ERROR 4:1
{⍵⍴1}¨2 2⍴1 2 3 4
