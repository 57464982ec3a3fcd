⍝ A take of 2147483000 items is past the memory cap: a LIMIT ERROR at once, where the interpreter
⍝ built an index table as long as the result before it checked (a fuzz finding that hung)
⍝ == error: LIMIT ERROR 5:13
⍝ == max-memory: 1G
⎕←2147483000↑(2↑1 2)
