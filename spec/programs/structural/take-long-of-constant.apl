⍝ A long take or drop of a vector known before running: the checker keeps no value for it past 64
⍝ items (it wrote out every item: checking ¯2147483647↑⍳10 never ended; found by npm run fuzz)
⍝ == output:
⍝ 100000
⍝ 1 2 3 0 0
⍝ 0 0 1 2 3
⍝ 55
⎕←≢¯100000↑⍳10
⎕←5↑⍳3
⎕←¯5↑⍳3
+/¯100000↑⍳10
