⍝ Int sums, differences and products that stay inside i32 are exact on every backend, in rows
⍝ and columns, and where the elements are large.
⍝ == output:
⍝ 2147483000 ¯2147483000
⍝ 1073741822 ¯1073741824
⍝ 715827882 715827882 715827882
⍝ 0 1 ¯1
m←2 1000⍴1000⍴2147483 ¯2147483
⎕←(+/1000⍴2147483),+/1000⍴¯2147483
⎕←(+/2⍴536870911),-/¯1073741824 0
⎕←+⌿3 3⍴238609294
⎕←(+/,m),(-/1 1 1),×/¯1 1
