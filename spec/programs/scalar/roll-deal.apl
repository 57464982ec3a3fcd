⍝ ? (roll and deal): every backend draws the same numbers (a counter-based generator from a fixed
⍝ seed), so this program's values are the same on each run; what Dyalog guarantees is checked too:
⍝ ?n lies in ⍳n, ?0 in (0,1), ⍺?⍵ gives ⍺ different items of ⍳⍵, ⎕IO moves the range, each ? and
⍝ each loop iteration draws anew, and a dfn's ? moves the program's counter.
⍝ == output:
⍝ 4
⍝ 5 5 6 2 4
⍝ 1 6
⍝ 1
⍝ 1
⍝ 10
⍝ 1 1 1
⍝ 0 1
⍝ 2 3
⍝ 0
⍝ 1
⍝ 0
⎕←?6
⎕←?5⍴6
x←?1000⍴6
⎕←(⌊/x),⌈/x
⎕←∧/(⍳6)∊x
u←?100⍴0
⎕←∧/(u>0)∧u<1
⎕←≢∪10?10
d←3?1000000
⎕←(3=≢∪d),(∧/d≥1),∧/d≤1000000
⎕IO←0
⎕←(⌊/y),⌈/y←?200⍴2
⎕←⍴?2 3⍴10
f←{?⍵⍴1000000}
⎕←(f 5)≡f 5
⎕←1<≢∪{⍵,?1000000}⍣4⊢⍬
+/?10⍴1
