⍝ A guard condition must be 0 or 1
⍝ == error: DOMAIN ERROR 3:2
{⍵:1 ⋄ 0}2
