⍝ The function may read arrays bound outside it (index origin 0 here)
⍝ == output:
⍝ 30 10 20
⎕IO←0
v←10 20 30
{v[⍵]}¨2 0 1
