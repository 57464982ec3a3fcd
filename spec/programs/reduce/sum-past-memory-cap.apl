⍝ A sum over an array far past the memory cap (here 64K; a million ints take 4 MB) is one fused
⍝ reduction that never holds the array, so the cap does not refuse it: +/1e9⍴1 runs under the
⍝ default cap for the same reason.
⍝ == max-memory: 64K
⍝ == output: 1000000
+/1e6⍴1
