⍝ Dyadic ⍷ (find) on vectors: 1 where ⍺ starts as a contiguous run of ⍵ (Dyalog's definition;
⍝ matches may overlap, as in its 'ANA'⍷'BANANA'). A longer ⍺ is never found; an empty ⍺ fits at
⍝ every position (APL Wiki, "Find": Dyalog marks the positions where the left argument can fit);
⍝ a ⍺ of higher rank than ⍵ is never found; a character never equals a number.
⍝ == output:
⍝ 0 1 0 0 1 0
⍝ 0 1 0 1 0 0
⍝ 1 1 1
⍝ 0 0 0
⍝ 0 1 0 1 0 1
⍝ 0 0 0 0
⍝ 0 1 1 0
⍝ 1
⍝ 0
⍝ 0
⍝ 1 0 0 1 0
⎕←'ab'⍷'xabyab'
⎕←'ANA'⍷'BANANA'
⎕←''⍷'abc'
⎕←'abcd'⍷'abc'
⎕←'a'⍷'banana'
⎕←1 2⍷'ab12'
⎕←0 0⍷1 0 0 0
⎕←'a'⍷'a'
⎕←(,'a')⍷'a'
⎕←⍴'ab'⍷''
((1 3 5 7<4)/1 3 5 7)⍷1 3 5 1 3
