⍝ ?n of an int known only when it runs must be 1 or more: ?0, Dyalog's float in (0,1), would not
⍝ fit the whole numbers the other items give
⍝ == error: DOMAIN ERROR 5:1
n←+/0 0
?n
