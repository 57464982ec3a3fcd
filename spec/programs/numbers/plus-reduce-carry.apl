⍝ An int + or - fold is exact whenever its result fits, whatever its partial results, on every
⍝ backend: WebGPU carries two 32-bit words under every device profile (gpu/fold-wide.ts), so the
⍝ right fold's 2147483647+1 is no error; a result outside the range still is. Checked with ngn/apl.
⍝ == output:
⍝ 2147483647
⍝ ¯2147483648
⍝ ¯2147483647
⍝ ¯1 2147483646 2147483647
⍝ 2147483647 2147483647
⍝ == error: LIMIT ERROR 17:1
x←¯1 2147483647 1
⎕←+/x
⎕←+/¯1 ¯2147483647 1 ¯1
⎕←-/1 2147483647 ¯1
⎕←+\x
⎕←+/2 3⍴x
+/x,1
