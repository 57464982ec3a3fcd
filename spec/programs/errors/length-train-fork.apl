⍝ A fork whose right tine drops an item: ⍵ and ¯1↓⍵ never have the same length
⍝ == error: LENGTH ERROR 3:4
f←⊢+¯1∘↓
f 1 2 3
