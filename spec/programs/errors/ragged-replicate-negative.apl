⍝ a negative count of ⍺/⍵ with an irregular nested ⍵ asks for fill items: a NONCE when the
⍝ program runs, never a wrong value
⍝ == error: NONCE ERROR 7:9
x←(1 2)(3 4 5)
k←¯1+≢x
⍝ k is 1 here; 1-k is 0, and ¯1×k a negative count
(k,¯1×k)/x
