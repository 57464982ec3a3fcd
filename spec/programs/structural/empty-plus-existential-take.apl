⍝ An empty vector plus a take whose length is known only at run time (1|9 is 0): Dyalog gives
⍝ the empty vector. The lengths agree only when the take is empty, which is for the data to say:
⍝ a run-time check, not a compile-time LENGTH ERROR.
⍝ == output:
⍝ 0
⍴⍬+(1|9)↑1 2 3
