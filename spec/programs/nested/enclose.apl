⍝ ⊂ of an array is a scalar holding it; ⊂ of a simple scalar is the scalar; ⊆ encloses a simple
⍝ array and leaves a nested one as it is
⍝ == output:
⍝  1 2 3 
⍝
⍝ 2
⍝ 5
⍝ 0
⍝  1 2 
⍝  1 2  3 4 
⍝  abc 
⎕←⊂1 2 3
⎕←⍴⊂1 2 3
⎕←≡⊂1 2 3
⎕←⊂5
⎕←≡⊂5
⎕←⊆1 2
⎕←⊆(1 2)(3 4)
⎕←⊂'abc'
