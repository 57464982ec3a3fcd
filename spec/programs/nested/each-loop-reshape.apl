⍝ f¨ where f gives a vector whose length depends on each item's data makes an irregular nested
⍝ vector; a body that no flattened form covers ({⍵⍴1}, {⍵×⍳⍵}) runs one item at a time, in order
⍝ (shapes/each-loop.ts), and its result is used as any other irregular vector. Checked against
⍝ ngn/apl.
⍝ == output:
⍝  1  1 1  1 1 1 
⍝  1  2 4  3 6 9 
⍝ 1 6 18
⍝ 1 2 3
⍝ 0
⎕←{⍵⍴1}¨1 2 3
x←{⍵×⍳⍵}¨1 2 3
⎕←x
⎕←+/¨x
⎕←≢¨x
≢{⍵⍴1}¨⍬
