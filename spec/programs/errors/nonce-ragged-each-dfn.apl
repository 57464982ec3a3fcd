⍝ f¨ of an irregular nested vector where f is a function other than the forms aplc flattens
⍝ (≢¨ ⍴¨ ⌽¨ and a reduction g/¨ by a primitive g) is not supported yet
⍝ == error: NONCE ERROR 4:13
(1 2)(3 4 5){⍺,⍵}¨(1 2)(3 4 5)
