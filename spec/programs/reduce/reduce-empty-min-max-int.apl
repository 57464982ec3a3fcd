⍝ ⌊/ and ⌈/ of integers over an axis known to be empty give the largest float and its negation,
⍝ as Dyalog does (typed float), the same on every backend. Over an axis whose length is known
⍝ only at run time the result keeps the argument's type, so an empty one gives the type's
⍝ extremes, 2147483647 for ints and 0 for ⌈/ of booleans (README, deviations); floats give the
⍝ float extremes either way.
⍝ == output:
⍝ 3.4028235E38
⍝ ¯3.4028235E38
⍝ 3.4028235E38 3.4028235E38
⍝ ¯3.4028235E38 ¯3.4028235E38 ¯3.4028235E38
⍝ 2147483647
⍝ 0
⍝ 3.4028235E38
⎕←⌊/0⍴5
⎕←⌈/0⍴¯5
⎕←⌊/2 0⍴7
⎕←⌈⌿0 3⍴7
⎕←⌊/(0.5<0.1×⍳3)/⍳3
⎕←⌈/(0.5<0.1×⍳3)/1=⍳3
⌊/(0.5<0.1×⍳3)/0.5×⍳3
