⍝ Indexing each item of an irregular vector past an item's end is an INDEX ERROR (not a read of the
⍝ next item's elements)
⍝ == error: INDEX ERROR 5:1
v←(3 1 2)(5 4)
{⍵[3]}¨v
