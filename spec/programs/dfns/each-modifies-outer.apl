⍝ A dfn applied by ¨ that modifies a name of an enclosing scope: Dyalog applies it to the items one
⍝ after another, each application seeing the name as the last left it, and so does aplc (a loop
⍝ carrying the name, shapes/each-writes.ts): a running count, a running sum, a vector that grows,
⍝ an indexed assignment, and over a vector of strings. Was a NONCE ERROR.
⍝ == output:
⍝ 1 2 3
⍝ 3
⍝ 1 3 6 10 10
⍝ 2 4 6
⍝ 10 20 30
⍝ 0.5 1 1.5
⍝ 5
⍝ ab cde 
c←0
⎕←{c+←1 ⋄ ⍵}¨⍳3
⎕←c
t←0
r←{t+←⍵ ⋄ t}¨⍳4
⎕←r,t
v←⍬
{v,←⍵×2}¨⍳3
⎕←v
w←0 0 0
{w[⍵]←⍵×10}¨⍳3
⎕←w
n←0
⎕←{n+←0.5 ⋄ n}¨⍳3
k←0
{k+←≢⍵}¨'ab' 'cde'
⎕←k
s←''
{s,←⍵,' '}¨'ab' 'cde'
s
