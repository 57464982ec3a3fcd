⍝ A reduction reads a reversed map through the reversal: one kernel.
⍝ == output: 55
⍝ == kernels: 1
v←⍳10
+/⌽v×1
