// The ⌈ and ⌊ components of a multi-value pairwise fold run as one running value each
// (cpu/fold-flat.ts), outside the pairwise tree: the results must stay the interpreter's to the
// bit where the order could show, with −0 beside 0 and large values, on one thread and split
// across the pool. (Infinities and NaN are no APL values: an argument holding one is a DOMAIN ERROR.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from '../../index.js';
import { flatComponents } from '../../cpu/fold-flat.js';
import { setCpuWorkers, shutdownCpuPool } from '../../cpu/pool.js';
import { parallelRunCount } from '../../cpu/parallel.js';
import type { Lambda, Stmt } from '../../core-ir/syntax.js';

const F = { shape: [], elem: 'float' } as const;
const param = (name: string) => ({ name, type: F });
const bin = (name: string, op: 'max' | 'min' | 'add', l: string, r: string): Stmt => ({ names: [param(name)], exp: { tag: 'bin', op, left: { k: 'var', name: l }, right: { k: 'var', name: r } } });
const lam = (body: Stmt[], results: string[]): Lambda => ({
  params: ['a0', 'a1', 'b0', 'b1'].map(param), body, results: results.map((name) => ({ k: 'var', name })), resultTypes: results.map(() => 'float'),
});

test('flatComponents: a max or min of its own two operands, read by nothing else', () => {
  const comps = flatComponents(lam([bin('s', 'add', 'a0', 'b0'), bin('m', 'max', 'b1', 'a1')], ['s', 'm']));
  assert.equal(comps.map((c) => c?.op ?? null), [null, 'max']);
  assert.equal(comps[1]!.lambda.params.map((p) => p.name), ['a1', 'b1']);
  // the max also reads another component's operand, or another statement reads its result: no
  assert.equal(flatComponents(lam([bin('s', 'add', 'a0', 'b0'), bin('m', 'max', 'a1', 'b0')], ['s', 'm'])).map((c) => c?.op ?? null), [null, null]);
  assert.equal(flatComponents(lam([bin('m', 'min', 'a1', 'b1'), bin('s', 'add', 'm', 'b0')], ['s', 'm'])).map((c) => c?.op ?? null), [null, null]);
});

const SRC = '{(⌈/⍵),(+/⍵),(⌊/⍵),+/⍵×⍵}';

async function sameOnBoth(xs: Float32Array): Promise<void> {
  const ref = (await compile(SRC, { signature: '⍵ f32[n] → f32[k]', backend: 'interp' })(xs)).data;
  const got = (await compile(SRC, { signature: '⍵ f32[n] → f32[k]', backend: 'cpu' })(xs)).data;
  assert.is(got.length, ref.length);
  for (let i = 0; i < ref.length; i++) if (!Object.is(got[i], ref[i])) assert.unreachable(`item ${i}: cpu ${got[i]}, interp ${ref[i]}`);
}

test('⌈/ and ⌊/ beside +/ in one fold: −0 and 0, and extreme values give the interpreter\'s bits', async () => {
  const n = 70_001;
  const zeros = Float32Array.from({ length: n }, (_, i) => (i % 3 === 0 ? -0 : 0));
  const negZeros = Float32Array.from({ length: n }, () => -0);
  // extremes whose squares, and the sum of those, stay inside f32's range
  const large = Float32Array.from({ length: n }, (_, i) => (i === 5000 ? 1e19 : i === 60000 ? -1e19 : Math.sin(i)));
  const tiny = Float32Array.from({ length: n }, (_, i) => (i === 33333 ? -1e-30 : Math.cos(i) * 1e-20));
  for (const workers of [0, 1]) {
    setCpuWorkers(workers);
    const before = parallelRunCount();
    for (const xs of [zeros, negZeros, large, tiny, Float32Array.of(-0), Float32Array.of(3, -0, 0)]) await sameOnBoth(xs);
    assert.is(parallelRunCount() > before, workers > 0, `with ${workers} workers, the long rows ${workers > 0 ? 'were' : 'were not'} split`);
  }
  setCpuWorkers(null);
  await shutdownCpuPool();
});

test.run();
