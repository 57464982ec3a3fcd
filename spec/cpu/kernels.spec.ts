// The cpu backend (cpu/) against the reference interpreter: the same values to the bit (folds in
// every order the interpreter uses, on random data and lengths around the pairwise block), the
// same run-time errors in class, message and place, and kernels built once per structure.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { compile } from '../../index.js';
import { interpret } from '../../core-ir/interp.js';
import type { Program } from '../../core-ir/syntax.js';
import { program, outcome, sameOnBoth, type Outcome } from './outcome.js';
import { builtKernelCount } from '../../cpu/kernel-cache.js';
import { prepareCpu, runOnCpu } from '../../cpu/run.js';



test('maps, folds and scans of every order agree with the interpreter to the bit', () => {
  const folds = [
    '+/x', '×/x', '⌈/x', '⌊/x', '-/x', '÷/1+x', '+\\x', '-\\x', '⌈\\x', '×\\1+x÷9',
    '(+/x)÷≢x', '(+/x*2)-(+/x)*2', '(⌈/x)-⌊/x', '+/2 3⍴x', '+⌿3 2⍴x', '-\\2 3⍴x',
  ];
  for (const n of [0, 1, 7, 8, 9, 17, 64, 100]) {
    const data = Array.from({ length: n }, (_, i) => ((i * 7919) % 101) / 7 - 5).map((v) => (v < 0 ? `¯${-v}` : `${v}`)).join(' ');
    for (const f of folds) {
      if (f.includes('⍴') && n < 6) continue;
      sameOnBoth(`x←${n === 0 ? '0⍴0.5' : n === 1 ? `,${data}` : data}\n${f.replace(/2 3⍴x|3 2⍴x/, (m) => m.replace('x', '6↑x'))}`);
    }
  }
});

test('random float data of random lengths: the same sums, scans and multi-folds as the interpreter', async () => {
  const fns = ['{,+/⍵}', '{+\\⍵}', '{,-/⍵}', '{-\\⍵}', '{,⌈/⍵}', '{((+/⍵)÷≢⍵),(⌊/⍵),⌈/⍵}'];
  const backends = fns.map((src) => ({
    src,
    interp: compile(src, { signature: '⍵ f32[n] → f32[k]', backend: 'interp' }),
    cpu: compile(src, { signature: '⍵ f32[n] → f32[k]', backend: 'cpu' }),
  }));
  await fc.assert(
    fc.asyncProperty(fc.array(fc.float({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 300 }), async (xs) => {
      const arg = Float32Array.from(xs);
      for (const b of backends) {
        const ref = (await b.interp(arg)).data;
        const got = (await b.cpu(arg)).data;
        assert.is(got.length, ref.length);
        for (let i = 0; i < ref.length; i++) if (!Object.is(got[i], ref[i])) assert.unreachable(`${b.src} item ${i}: cpu ${got[i]}, interp ${ref[i]}`);
      }
    }),
    { numRuns: 40 },
  );
});

test('long folds (many levels of the pairwise tree, interleaved blocks) agree with the interpreter to the bit', async () => {
  const xs = Float32Array.from({ length: 100_003 }, (_, i) => Math.sin(i) * 1000);
  for (const src of ['{,+/⍵}', '{((+/⍵)÷≢⍵),(⌊/⍵),(⌈/⍵),+/⍵×⍵}', '{+/200 500⍴⍵}']) {
    const ref = (await compile(src, { signature: '⍵ f32[n] → f32[k]', backend: 'interp' })(xs)).data;
    const got = (await compile(src, { signature: '⍵ f32[n] → f32[k]', backend: 'cpu' })(xs)).data;
    assert.is(got.length, ref.length);
    for (let i = 0; i < ref.length; i++) if (!Object.is(got[i], ref[i])) assert.unreachable(`${src} item ${i}: cpu ${got[i]}, interp ${ref[i]}`);
  }
});

test('run-time errors: same class, message and place, the same element failing first', () => {
  const errors = [
    // the second statement fails at element 0, the first at element 1: element order decides
    'x←1 0 2\ny←0 1 1\n(÷y)+÷x',
    // a right fold maps from the last element down
    'x←0 1 0 2\n+/÷x',
    'x←3 0 0\n-\\÷x',
    'x←⍳3\nx[⍳1++/x>0]',
    'x←2 3⍴⍳6\n+/÷x-2',
    '⍟0 ¯1',
    'x←⍳3\na←(+/x>1)⍴1.5\na+x×2',
  ];
  for (const text of errors) assert.ok(sameOnBoth(text).error !== null, `${text}: ran without an error`);
  assert.match(sameOnBoth('x←1 0 2\ny←0 1 1\n(÷y)+÷x').error ?? '', /^DOMAIN ERROR: .* at 3:2$/);
});

test('booleans, characters and ints keep their element types', () => {
  sameOnBoth("s←'hello world'\n⎕←s=' '\n⎕←+/s≠' '\n⎕←⌽s\n⎕UCS s");
  sameOnBoth('b←1 0 1 1 0\n⎕←∧/b\n⎕←∨\\b\n⎕←+/b\n≠\\b');
  sameOnBoth('i←¯5+⍳10\n⎕←|i\n⎕←×/1+⍳12\n⎕←⌊/i\n2147483647+i');
});

test('loops, ifs and outputs run as host code around the kernels', () => {
  sameOnBoth('f←{⍵+0.5×⍵}\n⎕←(f⍣5)⍳4\nx←⍳10\n⎕←{⍵>5:+/⍵ ⋄ -/⍵}¨3 7\n(1∘+⍣{⍺>100})1');
});

/** The SOAC and scatter statements of a program, loop and if bodies included: the kernels it needs at most. */
function kernelStatements(stmts: Program<'soacs'>['body']['stmts']): number {
  let n = 0;
  for (const s of stmts) {
    const e = s.exp;
    if (e.tag === 'map' || e.tag === 'redomap' || e.tag === 'scanomap' || e.tag === 'scatter') n++;
    else if (e.tag === 'loop') n += kernelStatements(e.body.stmts) + (e.form.k === 'while' ? kernelStatements(e.form.cond.stmts) : 0);
    else if (e.tag === 'if') n += kernelStatements(e.then.stmts) + kernelStatements(e.else.stmts);
  }
  return n;
}

test('a kernel is built once per structure: loop iterations, a second run and a second program reuse it', () => {
  const text = 'x←0.5×⍳1000\n⎕←+/x×x\n⎕←(⌽x)-1\n{⍵+⍵×0.25}⍣{(+/⍺)>1e9}x';
  const ir = program(text);
  const before = builtKernelCount();
  runOnCpu(ir, [], () => {});
  const afterFirst = builtKernelCount();
  assert.ok(afterFirst - before <= kernelStatements(ir.body.stmts), `${afterFirst - before} kernels built for ${kernelStatements(ir.body.stmts)} kernel statements`);
  runOnCpu(ir, [], () => {});
  assert.is(builtKernelCount(), afterFirst, 'a second run built kernels');
  assert.is(prepareCpu(ir), prepareCpu(ir), 'the prepared program is kept with the program');
  runOnCpu(program(text), [], () => {});
  assert.is(builtKernelCount(), afterFirst, 'the same structure in a new program built kernels');
});

test('where new Function is forbidden (a Content-Security-Policy), the cpu backend runs on the interpreter', () => {
  const text = 'x←0.25×⍳77\n⎕←×/1+x÷1000\n⌽x*3';
  const ref = outcome((o) => interpret(program(text), [], o));
  const real = globalThis.Function;
  let refused = 0;
  const forbidden = function (): never {
    refused++;
    throw new EvalError('Refused to evaluate a string as JavaScript');
  } as unknown as FunctionConstructor;
  globalThis.Function = forbidden;
  let cpu: Outcome;
  try {
    cpu = outcome((o) => runOnCpu(program(text), [], o));
  } finally {
    globalThis.Function = real;
  }
  assert.ok(refused > 0, 'no kernel was built');
  assert.is(cpu.error, null);
  assert.equal(cpu.values.map((v) => Array.from(v.data)), ref.values.map((v) => Array.from(v.data)));
});

test.run();
