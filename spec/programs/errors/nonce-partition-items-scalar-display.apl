⍝ A partition of a nested vector whose items include a simple scalar ('f'): the groups cannot be
⍝ displayed yet (a group holding a scalar beside vectors); a NONCE naming the display
⍝ == error: NONCE ERROR 4:8
1 0 1 0⊂'ab' 'cde' 'f' 'gh'
