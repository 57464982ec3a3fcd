// Accurate float reductions and scans (issue 14): against an f64 reference (a compensated sum of
// the f32 inputs), the relative error of +/ of n non-negative f32 values is at most c·log₂(n)·ε₃₂
// (ε₃₂ = 2⁻²³, the f32 machine epsilon; log₂ n taken as 1 for n < 2), on random data and sizes:
// many small cases (fast-check) and one of 10⁸ elements on the interpreter.
// (Not ×: a product's relative error is the sum of every multiplication's rounding error whatever
// the order, about √n·u at random and n·u at worst; pairwise does not change that.)
//
// The constants, from the orders the backends use (each addition's rounding error is at most
// u = ε₃₂/2 relative, and a sum's error is at most the depth of its tree times u):
// - reductions, c = 2: pairwise in blocks of 8 (interpreter and each GPU chunk), a tree of depth
//   at most 7 + ⌈log₂⌈n/8⌉⌉ ≤ 2.6·log₂ n for one chunk, and log₂ n + 10 for the GPU's two levels
//   (which it only takes from n ≥ 2048): under 2.6·log₂(n)·u = 1.3·log₂(n)·ε₃₂.
// - scans, interpreter, c = 1: an f64 running sum rounded once to f32 (u, plus n·2⁻⁵³).
// - scans, WebGPU, c = 5: ⌈log₃₂ n⌉ levels, each adding at most 32 elements in sequence to a carry,
//   and chunk sums folded pairwise (depth ≤ 9): about 41 per level, 8.2·log₂(n)·u ≈ 4.1·log₂(n)·ε₃₂.
// The issue's example holds through the API on every backend: +/ of 30 million f32 0.1s is within
// 10⁻⁶ of the exact sum of its inputs (it was 0.3 relative on the CPU, 2·10⁻⁵ on WebGPU).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { compile } from '../../index.js';
import { foldPairwise } from '../../core-ir/interp-pairwise.js';
import { gpuAvailable } from '../gpu/harness.js';

const EPS32 = 2 ** -23;
const log2 = (n: number): number => Math.max(1, Math.log2(n));

/** n pseudo-random f32 values in [0, scale) from a seed (mulberry32): big inputs without fast-check's per-element cost. */
function randomData(n: number, seed: number, scale: number): Float32Array {
  const out = new Float32Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = ((t ^ (t >>> 14)) >>> 0) / 4294967296 * scale;
  }
  return out;
}

/** The prefix sums of xs in f64, compensated (Neumaier): exact to about 2⁻⁵³ relative. */
function exactPrefix(xs: ArrayLike<number>): Float64Array {
  const out = new Float64Array(xs.length);
  let sum = 0;
  let comp = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const t = sum + x;
    comp += Math.abs(sum) >= Math.abs(x) ? sum - t + x : x - t + sum;
    sum = t;
    out[i] = sum + comp;
  }
  return out;
}

const exactSum = (xs: ArrayLike<number>): number => (xs.length === 0 ? 0 : exactPrefix(xs)[xs.length - 1]!);
const relErr = (got: number, want: number): number => (want === 0 ? Math.abs(got) : Math.abs(got - want) / want);

const caseArb = fc.record({
  n: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 200000 })),
  seed: fc.integer(),
  scale: fc.constantFrom(1, 1000, 1e-3, 3e6),
});

test('foldPairwise: a pairwise f32 sum is within 2·log₂(n)·ε₃₂ of the exact sum', () => {
  const add = (a: number, b: number): number => Math.fround(a + b);
  fc.assert(
    fc.property(caseArb, ({ n, seed, scale }) => {
      const xs = randomData(n, seed, scale);
      const got = foldPairwise(n, (i) => xs[i]!, add);
      assert.ok(relErr(got, exactSum(xs)) <= 2 * log2(n) * EPS32, `n ${n}: ${got} vs ${exactSum(xs)}`);
    }),
    { numRuns: 200 },
  );
});

test('foldPairwise keeps the left-to-right order of a non-commutative associative operator', () => {
  // string concatenation, coded as digits: any bracketing, one order
  for (const n of [1, 2, 7, 8, 9, 16, 17, 100, 1000]) {
    const parts = Array.from({ length: n }, (_, i) => String(i % 10));
    const strs: string[] = [];
    const got = foldPairwise(n, (i) => (strs.push(parts[i]!), strs.length - 1), (a, b) => (strs.push(strs[a]! + strs[b]!), strs.length - 1));
    assert.is(strs[got], parts.join(''), `n ${n}`);
  }
});

const sumCpu = compile('{+/⍵}', { signature: '⍵ f32[n] → f32', backend: 'cpu' });

/**
 * +/ and +\ of random non-negative data against the f64 sums of the same f32 inputs: +/ within
 * 2·log₂(n)·ε₃₂, each prefix of +\ within `scanBound(i, n)`·ε₃₂.
 */
function sumsAgainstF64(backend: 'cpu' | 'webgpu', scanBound: (i: number, n: number) => number, numRuns: number): Promise<void> {
  const sum = compile('{+/⍵}', { signature: '⍵ f32[n] → f32', backend });
  const scan = compile('{+\\⍵}', { signature: '⍵ f32[n] → f32[n]', backend });
  return fc.assert(
    fc.asyncProperty(caseArb, async ({ n, seed, scale }) => {
      const xs = randomData(n, seed, scale);
      const want = exactPrefix(xs);
      const s = (await sum(xs)).item() as number;
      assert.ok(relErr(s, want[n - 1]!) <= 2 * log2(n) * EPS32, `${backend} +/ n ${n}: ${s} vs ${want[n - 1]}`);
      const sc = (await scan(xs)).data;
      for (let i = 0; i < n; i++) assert.ok(relErr(sc[i]!, want[i]!) <= scanBound(i, n) * EPS32, `${backend} +\\ n ${n} at ${i}: ${sc[i]} vs ${want[i]}`);
    }),
    { numRuns },
  );
}

test('cpu: +/ and +\\ of random non-negative floats, against f64', () => sumsAgainstF64('cpu', (i) => log2(i + 1), 40));

test('cpu: +/ of 10⁸ random floats', async () => {
  const n = 1e8;
  const xs = randomData(n, 14, 1);
  const want = exactSum(xs);
  const s = (await sumCpu(xs)).item() as number;
  assert.ok(relErr(s, want) <= 2 * log2(n) * EPS32, `${s} vs ${want}`);
});

/** +/ of 30 million f32 0.1s (the issue's example) within 10⁻⁶ of 30e6 × fround(0.1), and of 1.5s exactly. */
async function issueExample(backend: 'cpu' | 'webgpu'): Promise<void> {
  const n = 30e6;
  const sum = compile('{+/⍵}', { signature: '⍵ f32[n] → f32', backend });
  const tenths = (await sum(new Float32Array(n).fill(0.1))).item() as number;
  assert.ok(relErr(tenths, n * Math.fround(0.1)) <= 1e-6, `${backend}: +/ of 30e6 0.1s is ${tenths}`);
  assert.is((await sum(new Float32Array(n).fill(1.5))).item(), 45e6, `${backend}: +/ of 30e6 1.5s`);
}

test('cpu: the issue example, +/ of 30 million 0.1s', () => issueExample('cpu'));

const gpu = await gpuAvailable(test, 'spec/numerics/float-sums.spec');
if (gpu) {
  test('webgpu: the issue example, +/ of 30 million 0.1s', () => issueExample('webgpu'));

  test('webgpu: +/ and +\\ of random non-negative floats, against f64', () => sumsAgainstF64('webgpu', (_i, n) => 5 * log2(n), 12));

  // 2²² rather than 10⁸: llvmpipe scans 4 million floats in about 3 s
  test('webgpu: +/ and +\\ of 2²² random floats', async () => {
    const n = 2 ** 22;
    const xs = randomData(n, 15, 1);
    const want = exactPrefix(xs);
    const s = (await compile('{+/⍵}', { signature: '⍵ f32[n] → f32', backend: 'webgpu' })(xs)).item() as number;
    assert.ok(relErr(s, want[n - 1]!) <= 2 * log2(n) * EPS32, `+/: ${s} vs ${want[n - 1]}`);
    const sc = (await compile('{+\\⍵}', { signature: '⍵ f32[n] → f32[n]', backend: 'webgpu' })(xs)).data;
    let worst = 0;
    for (let i = 0; i < n; i++) worst = Math.max(worst, relErr(sc[i]!, want[i]!) / log2(i + 1));
    assert.ok(worst <= 5 * EPS32, `+\\: worst error ${worst / EPS32}·log₂(i+1)·ε₃₂`);
  });
}

test.run();
