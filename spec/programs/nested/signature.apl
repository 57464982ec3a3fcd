⍝ A signature declares a nested argument as its items' type then its outer dims; the function
⍝ is proved for every n and k, then called
⍝ == output:
⍝ 10 26 42

⍝ f: ⍵ (i32[k])[n] → i32[n]
f←{+/¨⍵}
f ↓3 4⍴1 2 3 4 5 6 7 8 9 10 11 12
