⍝ Primes up to 20 as those with exactly two divisors, and their sum
⍝ == kernels: 4
⍝ == output:
⍝ 0 1 1 0 1 0 1 0 0 0 1 0 1 0 0 0 1 0 1 0
⍝ 77
⍝ 8
v←⍳20
p←2=+⌿0=v∘.|v
⎕←p
⎕←p+.×v
+/p
