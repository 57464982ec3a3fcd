⍝ Dyadic ⍕ (format by specification), Dyalog's examples: a width and a precision for each column
⍝ (one number is the precision, with widths fitted to the widest number plus a blank); P=0 writes
⍝ integers, P>0 P decimals, P<0 scaled form; a number too wide for its field fills it with *.
⍝ == output:
⍝  3.14 10.00
⍝     3.14   10.00   ¯2.50
⍝     1    2    3
⍝     4    5    6
⍝    1   2  ¯4   3
⍝  1.1 2.0¯4.0 2.5
⍝  5.00E0 1.50E1 1.55E2 1.56E3
⍝  10.000 15.235 ¯17.100
⍝   2.000  3.000   4.000
⍝  10 15.00
⍝ *** 22.36
⍝ 101******
⍝ 3 9
⍝ [ 42.00]
⍝  7
⎕←2⍕3.14159 10
⎕←8 2⍕3.14159 10 ¯2.5
⎕←5 0⍕2 3⍴⍳6
⎕←4 0⍕1.1 2 ¯4 2.547
⎕←4 1⍕1.1 2 ¯4 2.547
⎕←7 ¯3⍕5 15 155 1555
⎕←3⍕2 3⍴10 15.2346 ¯17.1 2 3 4
m←3 0 6 2⍕3 2⍴10.1 15 1001 22.357 101 1110.1
⎕←m
⎕←⍴m
⎕←'[',(2⍕42),']'
0⍕+/3 4
