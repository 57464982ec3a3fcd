⍝ ⍺ f¨⍵ of irregular vectors of different lengths, f a dfn: a LENGTH ERROR before running, with
⍝ both shapes
⍝ == error: LENGTH ERROR 4:11
'abc' 'de'≡¨'abc' 'df' 'x'
