⍝ n⍴¨ with a negative n (known only when the program runs): a DOMAIN ERROR at the ⍴¨
⍝ == error: DOMAIN ERROR 4:6
n←1-+/1 1
v←n 2⍴¨5
v
