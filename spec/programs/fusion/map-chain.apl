⍝ A chain of eight scalar functions is one map kernel: no intermediate array is written.
⍝ == output: 1.9068215 1.9020721 1.8972228 1.8922822 1.88726 1.8821656 1.877009 1.8718008
⍝ == kernels: 1
x←0.1×⍳8
1+|2○1○÷1+*-(x×0.5)-0.25
