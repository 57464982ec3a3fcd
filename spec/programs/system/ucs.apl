⍝ ⎕UCS: characters to code points and code points to characters, on arrays of any rank, on values
⍝ known only at run time too
⍝ == output:
⍝ 65 98 67
⍝ Hi
⍝ AB
⍝ CD
⍝ HELLO
⎕←⎕UCS 'AbC'
⎕←⎕UCS 72 105
⎕←⎕UCS 2 2⍴65 66 67 68
s←'hello'
⎕UCS (⎕UCS s)-32
