⍝ ⍺?⍵ deals ⍺ different numbers from ⍳⍵, so ⍺ cannot be more than ⍵
⍝ == error: DOMAIN ERROR 4:2
k←+/5 6
k?10
