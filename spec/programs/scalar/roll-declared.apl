⍝ f: ⍵ i32[n] → i32[n]
⍝ ? in a function declared with a signature: the file runs it with the program's counter (each call
⍝ draws anew), and its signature is proved as any other's
⍝ == output:
⍝ 1 1
⍝ 0
f←{?⍵}
a←f 6 6 6
b←f 6 6 6
⎕←(∧/a∊⍳6),∧/b∊⍳6
a≡b
