⍝ Reductions and scans of numbers by functions whose result type differs from the argument's
⍝ (comparisons give booleans, ÷ floats), folded from the right as APL does: ≤/1 1 0 is 1≤(1≤0),
⍝ 0; =/1.5 1.5 1 is 1.5=(1.5=1), 0; </3 1 2 is 3<(1<2), 0; <\3 1 2 is 3, 3<1, 3<(1<2).
⍝ == output:
⍝ 4
⍝ 0
⍝ 1 0
⍝ 1
⍝ 0 1 0 1
⍝ 0
⍝ 0
⍝ 1 0 1
⍝ 3 0 0
⍝ 0 1 0
⍝ 1 0 1
⎕←÷/2 4 8
⎕←=/1.5 1.5 1
⎕←2</1.5 2.5 0.5
⎕←≠/1 2 2
⎕←2≠/1 1 2 2 3
⎕←</3 1 2
⎕←≤/1 1 0
⎕←=\1 2 2
⎕←<\3 1 2
⎕←≠⌿2 3⍴1 2 3 1 0 3
2=/1 1 0 0
