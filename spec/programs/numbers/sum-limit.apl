⍝ +/⍳100000 is 5000050000 (Dyalog), past i32: a LIMIT ERROR where it printed 705082704.
⍝ +/⍳65535, 2147450880, is the last such sum inside the range.
⍝ == output: 2147450880
⍝ == error: LIMIT ERROR 6:1
⎕←+/⍳65535
+/⍳100000
