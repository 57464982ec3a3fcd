⍝ An array past the memory cap (APLC_MAX_MEMORY, here 1M) is a LIMIT ERROR at the operation that
⍝ makes it, before anything is allocated, on every backend (Dyalog's WS FULL); a million floats take
⍝ 4 MB. What comes before it runs, in arrays under the cap.
⍝ == max-memory: 1M
⍝ == output:
⍝ 50005000
⍝ == error: LIMIT ERROR 9:5
⎕←+/⍳10000
⌽1e6⍴1.5
