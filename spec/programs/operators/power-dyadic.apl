⍝ ⍺ f⍣n ⍵ is (⍺∘f)⍣n ⍵
⍝ == output:
⍝ 11
2(+⍣3)5
