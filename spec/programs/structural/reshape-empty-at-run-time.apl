⍝ ⍴ of a source that is empty only at run time gives fills (0, or a blank for characters), as
⍝ Dyalog's 2 3⍴⍬ does; a source known to be empty was already replaced by its fill by the checker,
⍝ but one whose length is data was read at n|i and stopped with an INDEX ERROR.
⍝ == output:
⍝ 0 0 0
⍝ 0 0 0
⍝ 1 2 1
⍝ 2 1 2
⍝ 2 2
n←+/0 0
⎕←2 3⍴⍳n
m←+/1 1
⎕←2 3⍴⍳m
c←(+/0 0)↑'ab'
⍴2 2⍴c
