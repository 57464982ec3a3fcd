// Comparison tolerance (⎕CT, issue 14): floats x and y are equal when |x-y| ≤ ⎕CT×(|x|⌈|y|), the
// default ⎕CT in f32 is 2⁻¹⁸ (ops/tolerance.ts), and = < ≤ ⌊ | ⍳ follow from it, on every
// backend. The references below compute the definitions in f64 on the f32 inputs (exact there),
// and pairs within 1% of the boundary, where the f32 difference's rounding decides, are skipped.
// The checker's rules for ⎕CT← (a constant at the top of the file) are tested on their messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compile } from '../../index.js';
import { parseProgram } from '../../apl/parse.js';
import { checkProgram } from '../../shapes/check.js';
import { DEFAULT_TOLERANCE, tolerantRunBound } from '../../ops/tolerance.js';
import { gpuAvailable } from '../gpu/harness.js';

const CT = DEFAULT_TOLERANCE.f32;
const f = Math.fround;

/** The diagnostic of checking `text`, or 'ok' and the ⎕CT the program carries. */
function checked(text: string): string {
  const p = parseProgram({ name: 't.apl', text });
  if (isLeft(p)) throw new Error('parse failed');
  const c = checkProgram(p.right);
  if (isLeft(c)) return `${c.left[0]!.cls}: ${c.left[0]!.message}`;
  return `ok ${c.right.tolerance ?? 'default'}`;
}

test('⎕CT← at the top of a file sets the tolerance of the whole program', () => {
  assert.is(checked('⎕CT←0\n1=1'), 'ok 0');
  assert.is(checked('⎕IO←0\n⎕CT←1E¯10\nf←{⍵=1}\nf 1'), 'ok 1e-10');
  assert.is(checked('f←{⍵=1}\n⎕CT←0\nf 1'), 'ok 0', 'a definition may come first: nothing has been compared yet');
  assert.is(checked('1=1'), 'ok default');
});

test('⎕CT← anywhere else, or to a value not written in the program, is refused with its reason', () => {
  assert.match(checked('x←1=1\n⎕CT←0\nx'), /^NONCE: ⎕CT can be set only by a statement of its own at the top of a file/);
  assert.match(checked('f←{⎕CT←0 ⋄ ⍵=1}\nf 1'), /^NONCE: ⎕CT can be set only/);
  assert.match(checked('⎕CT←0.1×0\n1'), /^NONCE: ⎕CT must be set to a number written in the program/);
  assert.match(checked('⎕CT←¯1E¯10\n1'), /^DOMAIN: ⎕CT must be from 0 to 1.5E¯5/);
  assert.match(checked('⎕CT←0.001\n1'), /^DOMAIN: ⎕CT must be from 0 to/);
});

test('the default is about as many ulps of an f32 1 as Dyalog\'s 1E¯14 is of an f64 1, and bounds a tolerant run', () => {
  const ulps32 = CT / 2 ** -23;
  const ulps64 = 1e-14 / 2 ** -52;
  assert.is(ulps32, 32);
  assert.ok(ulps64 > 32 && ulps64 < 64, `Dyalog's is ${ulps64} ulps`);
  // a value's tolerant run in f32: below 1 the ulp halves, so up to 2·32 values each side
  const one = 1;
  let distinct = 0;
  for (let x = f(one * (1 - 2 * CT)); x <= one * (1 + 2 * CT); x = nextUp(x)) if (Math.abs(x - one) <= CT * Math.max(Math.abs(x), one)) distinct++;
  assert.ok(distinct <= tolerantRunBound(CT, 'f32'), `${distinct} values equal 1, bound ${tolerantRunBound(CT, 'f32')}`);
  assert.ok(distinct > 64, `${distinct}`);
});

function nextUp(x: number): number {
  const b = new Float32Array([x]);
  const u = new Uint32Array(b.buffer);
  u[0] = x >= 0 ? u[0]! + 1 : u[0]! - 1;
  return b[0]!;
}

/** Tolerant equality in f64 (exact on f32 inputs), and whether the pair is near the boundary. */
const ratio = (a: number, b: number): number => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
const teq = (a: number, b: number): boolean => a === b || Math.abs(a - b) <= CT * Math.max(Math.abs(a), Math.abs(b));
const borderline = (a: number, b: number): boolean => a !== b && Math.abs(ratio(a, b) / CT - 1) < 0.01;

/** Tolerant floor (APL2): the nearest integer when within ⎕CT×1⌈|x| of x, else the floor. */
function tfloor(x: number): number {
  const n = Math.floor(x);
  return x - n >= 0.5 && n + 1 - x <= CT * Math.max(1, Math.abs(x)) ? n + 1 : n;
}
const floorBorderline = (x: number): boolean => {
  const gap = Math.floor(x) + 1 - x;
  return Math.abs(gap / (CT * Math.max(1, Math.abs(x))) - 1) < 0.01;
};

/**
 * Pairs of f32 values a few to a hundred ulps apart, and some far apart. Subnormals are left out:
 * WGSL lets a GPU flush them to zero (llvmpipe does), so there -2.26E¯40 and -2.26056E¯40 are
 * both 0 and equal, where the CPU backends compare the subnormals themselves.
 */
const normal = (x: number): number => (Math.abs(x) < 2 ** -126 ? 0 : x);
const pairArb = fc.tuple(fc.float({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -130, max: 130 })).map(([a, k]) => {
  const x = normal(f(a));
  return [x, normal(f(x * (1 + k * 2 ** -24)))] as const;
});

type Backend = 'interp' | 'cpu' | 'webgpu';

async function agreesWithDefinition(backend: Backend, numRuns: number): Promise<void> {
  const opts = { backend };
  const eq = compile('{⍺=⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → bool[n]', ...opts });
  const lt = compile('{⍺<⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → bool[n]', ...opts });
  const ge = compile('{⍺≥⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → bool[n]', ...opts });
  const fl = compile('{⌊⍵}', { signature: '⍵ f32[n] → i32[n]', ...opts });
  const idx = compile('{⍺⍳⍵}', { signature: '⍺ f32[n] ⍵ f32[m] → i32[m]', ...opts });
  await fc.assert(
    fc.asyncProperty(fc.array(pairArb, { minLength: 1, maxLength: 24 }), async (pairs) => {
      const kept = pairs.filter(([a, b]) => !borderline(a, b));
      if (kept.length === 0) return;
      const as = Float32Array.from(kept.map((p) => p[0]));
      const bs = Float32Array.from(kept.map((p) => p[1]));
      const label = `${backend} on ${kept.map(([a, b]) => `${a},${b}`).join(' ')}`;
      assert.equal(Array.from((await eq(as, bs)).data), kept.map(([a, b]) => (teq(a, b) ? 1 : 0)), `= ${label}`);
      assert.equal(Array.from((await lt(as, bs)).data), kept.map(([a, b]) => (a < b && !teq(a, b) ? 1 : 0)), `< ${label}`);
      assert.equal(Array.from((await ge(as, bs)).data), kept.map(([a, b]) => (a > b || teq(a, b) ? 1 : 0)), `≥ ${label}`);
      const xs = bs.filter((x) => !floorBorderline(x));
      assert.equal(Array.from((await fl(xs)).data), Array.from(xs, tfloor), `⌊ ${label}`);
      // the first item of the table tolerantly equal to each key (none borderline to any item)
      const keys = as.filter((y) => !Array.from(bs).some((t) => borderline(t, y)));
      const want = Array.from(keys, (y) => {
        const i = Array.from(bs).findIndex((t) => teq(t, y));
        return i < 0 ? bs.length + 1 : i + 1;
      });
      assert.equal(Array.from((await idx(bs, keys)).data), want, `⍳ ${label}`);
    }),
    { numRuns },
  );
}

test('interp: = < ≥ ⌊ ⍳ of floats follow the tolerant definitions', () => agreesWithDefinition('interp', 150));
test('cpu: = < ≥ ⌊ ⍳ of floats follow the tolerant definitions', () => agreesWithDefinition('cpu', 150));

test('⍳ finds the first tolerantly equal item when a run holds several values in another order', async () => {
  for (const backend of ['interp', 'cpu'] as const) {
    const idx = compile('{⍺⍳⍵}', { signature: '⍺ f32[n] ⍵ f32[m] → i32[m]', backend });
    // sorted, 1 comes before 1.0000001; in the table it comes after it
    const table = Float32Array.from([5, 1.0000001, 3, 1, 1.0000002, 1]);
    assert.equal(Array.from((await idx(table, Float32Array.from([1, 1.0000002, 3.0000002, 2]))).data), [2, 2, 3, 7], backend);
    // a long table of a few values: duplicates do not lengthen a run
    const long = Float32Array.from({ length: 5000 }, (_, i) => [0.1, 0.2, f(0.1 + 0.2), 0.3][i % 4]!);
    assert.equal(Array.from((await idx(long, Float32Array.from([0.3, 0.2, 0.7]))).data), [3, 2, 5001], backend);
  }
});

test('⍳ over a run of a hundred distinct values, in a scrambled order: the least index of the run', async () => {
  // 1 + k·2⁻²³ for k = 0 … 199 (those up to k = 32 equal 1), in the order k·73 mod 200
  const table = Float32Array.from({ length: 200 }, (_, i) => f(1 + ((i * 73) % 200) * 2 ** -23));
  const keys = Float32Array.from([1, f(1 + 100 * 2 ** -23), f(1 + 199 * 2 ** -23), 2]);
  const want = Array.from(keys, (y) => {
    const i = Array.from(table).findIndex((t) => teq(t, y));
    return i < 0 ? table.length + 1 : i + 1;
  });
  for (const backend of ['interp', 'cpu'] as const) {
    const idx = compile('{⍺⍳⍵}', { signature: '⍺ f32[n] ⍵ f32[m] → i32[m]', backend });
    assert.equal(Array.from((await idx(table, keys)).data), want, backend);
  }
});

const gpu = await gpuAvailable(test, 'spec/numerics/tolerance.spec');
if (gpu) {
  test('webgpu: = < ≥ ⌊ ⍳ of floats follow the tolerant definitions', () => agreesWithDefinition('webgpu', 25));
}

test.run();
