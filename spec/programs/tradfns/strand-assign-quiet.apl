⍝ A strand assignment in a traditional function, plain or modified, is an assignment: it displays
⍝ nothing (it displayed its value); only the result is printed
⍝ == output: 12
∇R←f Y;a;b
 a b←Y
 a b+←1
 R←a×b
∇
⎕←f 2 3
