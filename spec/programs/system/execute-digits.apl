⍝ ⍎ of one character known only at run time: a digit's value, as ⍎¨ reads the digits of ⍕n
⍝ (values checked with ngn/apl)
⍝ == output:
⍝ 1 2 3
⍝ 15
⍝ 10 10 27
⍝ 1 0 2 4
⎕←⍎¨'123'
⎕←+/⍎¨⍕12345
⎕←{+/⍎¨⍕⍵}¨19 28 999
n←2*10
⍎¨⍕n
