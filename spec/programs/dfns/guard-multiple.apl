⍝ Several guards tried in order, with a default at the end
⍝ == output:
⍝ 1
⍝ ¯1
⍝ 0
sign←{
  ⍵>0:1
  ⍵<0:¯1
  0
}
⎕←sign 4
⎕←sign ¯2.5
sign 0
