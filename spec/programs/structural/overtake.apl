⍝ Taking more than there is pads with zeros (or spaces for chars)
⍝ == output:
⍝ 1 2 3 0 0 0
⍝ 0 0 0 1 2
⍝ ab   |
⍝ |  ab
⎕←6↑1 2 3
⎕←¯5↑1 2
⎕←(5↑'ab'),'|'
'|',¯4↑'ab'
