⍝ A float sum that leaves the 32-bit range in a ⍣ loop is a LIMIT ERROR at the iteration that
⍝ overflows (about the 129th; Dyalog's 64-bit floats overflow later, a DOMAIN ERROR). On webgpu
⍝ the loop's sizes are known on the host and nothing is read back, so the loop looks for a
⍝ kernel's error as it goes: it once ran on to all 2147483647 iterations.
⍝ == error: LIMIT ERROR 6:11
double←{⍵,+/⍵}
(double⍣2147483647),0.5
