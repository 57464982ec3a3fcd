⍝ Gathering strings from an empty start: ⍬,⊂'abc' adds the one item, whatever the empty vector's
⍝ type (it adds none). It was a NONCE (characters joined to numbers). Values checked against ngn/apl
⍝ == output:
⍝  abc  de 
⍝ 3 2
⍝ 1
r←⍬ ⋄ r,←⊂'abc' ⋄ r,←⊂'de'
⎕←r
⎕←≢¨r
≢(⊂'xyz'),⍬
