⍝ Dot product of vectors of different lengths
⍝ == error: LENGTH ERROR 3:6
'abc'∧.='ab'
