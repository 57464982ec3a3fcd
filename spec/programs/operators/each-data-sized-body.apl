⍝ The body builds an array whose length depends on the item (⍳⍵): each application runs in turn
⍝ == output:
⍝ 1  3
⍝ 6 10
{+/⍳⍵}¨1 2 3 4
{+/⍳⍵}¨2 2⍴1 2 3 4
