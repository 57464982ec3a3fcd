⍝ Materialized transposes whose planes are not multiples of a 32×32 tile: the GPU profiles copy
⍝ them through workgroup memory (passes/kernelize.ts transposeStrategy), batched over the axes
⍝ before, between or after the plane's, for ints, floats, characters and booleans
⍝ == output:
⍝ 70 33
⍝ 2101 2171 2241
⍝ 2102 2172 2242
⍝ 2170 2240 2310
⍝ 2 33 35
⍝ 2276 2309
⍝ 2277 2310
⍝ 35 33 40
⍝ 45011 46166
⍝ 45045 46200
⍝ 0.5 4.5  8.5 12.5 16.5 20.5 24.5 28.5 32.5
⍝ 1   5    9   13   17   21   25   29   33
⍝ 1.5 5.5  9.5 13.5 17.5 21.5 25.5 29.5 33.5
⍝ 2   6   10   14   18   22   26   30   34
⍝ 2.5 6.5 10.5 14.5 18.5 22.5 26.5 30.5 34.5
⍝ 3   7   11   15   19   23   27   31   35
⍝ 3.5 7.5 11.5 15.5 19.5 23.5 27.5 31.5 35.5
⍝ 4   8   12   16   20   24   28   32   36
⍝ TNRAFUIU
⍝ HFTCIOCM
⍝ EOHKVRKP
⍝ QXEMEJBS
⍝ UJLYDURO
⍝ IUABOGOV
⍝ CMZOZSWE
⍝ KPYXETNR
⍝ BSDWNHFT
⍝ ROOILEOH
⍝ OVGTIQXE
⍝ WEPHQUJL
⍝ 1 1 1 0 0 1 1 1 0 0 1 1
⍝ 0 1 1 1 0 0 1 1 1 0 0 1
⍝ 0 0 1 1 1 0 0 1 1 1 0 0
m←⍉33 70⍴⍳2310
⎕←⍴m
⎕←m[1 2 70;31 32 33]
t←1 3 2⍉2 35 33⍴⍳2310
⎕←⍴t
⎕←t[2;32 33;34 35]
u←3 2 1⍉40 33 35⍴⍳46200
⎕←⍴u
⎕←u[1 35;33;39 40]
⎕←⍉9 8⍴0.5×⍳72
⎕←⍉8 12⍴'THEQUICKBROWNFOXJUMPSOVERTHELAZYDOGPACKMYBOXWITHFIVEDOZENLIQUORJUGS'
(⍉12 9⍴1 0 0 1 1)[1 2 3;]
