⍝ An int × whose exact result leaves i32 (100000×100000 wrapped to 1410065408): a LIMIT ERROR.
⍝ ¯65536×32768 is ¯2147483648 exactly, inside the range; 65536×32768 is one past it.
⍝ == output: 2147395600 ¯2147483648 0
⍝ == error: LIMIT ERROR 7:4
⎕←(46340×46340),(¯65536×32768),0×2147483647
a←100000 7
⎕←a×100000 3
