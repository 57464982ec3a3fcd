// Exact integers (issue 14, first step): an int result is exact or a LIMIT ERROR, never wrapped.
// - The checked ops (ops/int-exact.ts) against BigInt arithmetic, on random and boundary operands.
// - Reductions on the interpreter are exact whenever the result fits, whatever their partial
//   results do (+/ 2147483647 1 ¯1 is 2147483647; ×/ 100000 100000 0 is 0).
// - On every backend, +/ × / +\ of random ints are the exact values or a LIMIT ERROR, and a LIMIT
//   ERROR always when the exact value leaves i32. WebGPU folds × with the checked op, so a partial
//   product outside i32 in its order is reported too (README, deviations): there the property
//   allows a LIMIT ERROR where the result fits, but never a different number (+ and - carry two
//   words on the GPU and are exact: int-carry.spec.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { compile } from '../../index.js';
import { AplError } from '../../api/errors.js';
import { BIN_OPS, UN_OPS, ScalarOpError } from '../../ops/scalar-ops.js';
import { gpuAvailable } from '../gpu/harness.js';

const I32_MIN = -(2 ** 31);
const I32_MAX = 2 ** 31 - 1;
const fits = (x: bigint): boolean => x >= BigInt(I32_MIN) && x <= BigInt(I32_MAX);

/** The value, or 'LIMIT' where the reference raises the op's LIMIT ERROR. */
function outcome(fn: () => number): number | 'LIMIT' {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ScalarOpError && e.cls === 'LIMIT') return 'LIMIT';
    throw e;
  }
}

const expected = (x: bigint): number | 'LIMIT' => (fits(x) ? Number(x) : 'LIMIT');

const int32 = fc.oneof(
  fc.integer({ min: I32_MIN, max: I32_MAX }),
  fc.constantFrom(I32_MIN, I32_MIN + 1, -65536, -46341, -46340, -1, 0, 1, 46340, 46341, 65536, 32768, I32_MAX - 1, I32_MAX),
);

test('+ - × of ints: the exact value when it fits in i32, else a LIMIT ERROR', () => {
  fc.assert(
    fc.property(int32, int32, (a, b) => {
      const [x, y] = [BigInt(a), BigInt(b)];
      assert.is(outcome(() => BIN_OPS.addInt.eval(a, b, 'int')), expected(x + y), `${a}+${b}`);
      assert.is(outcome(() => BIN_OPS.subInt.eval(a, b, 'int')), expected(x - y), `${a}-${b}`);
      assert.is(outcome(() => BIN_OPS.mulInt.eval(a, b, 'int')), expected(x * y), `${a}×${b}`);
    }),
    { numRuns: 2000 },
  );
});

test('monadic - | of ints and ⌊ ⌈ of floats: exact, or a LIMIT ERROR outside i32', () => {
  assert.is(outcome(() => UN_OPS.negInt.eval(I32_MIN, 'int')), 'LIMIT');
  assert.is(outcome(() => UN_OPS.absInt.eval(I32_MIN, 'int')), 'LIMIT');
  assert.is(outcome(() => UN_OPS.negInt.eval(I32_MAX, 'int')), -I32_MAX);
  assert.is(Object.is(UN_OPS.negInt.eval(0, 'int'), 0), true, '-0 is 0, not ¯0');
  assert.is(outcome(() => UN_OPS.floorInt.eval(Math.fround(2.5e9), 'float')), 'LIMIT');
  assert.is(outcome(() => UN_OPS.ceilInt.eval(-Infinity, 'float')), 'LIMIT');
  assert.is(outcome(() => UN_OPS.floorInt.eval(NaN, 'float')), 'LIMIT');
  assert.is(outcome(() => UN_OPS.floorInt.eval(Math.fround(-2147483648.5), 'float')), I32_MIN);
  assert.is(outcome(() => UN_OPS.ceilInt.eval(-2.5, 'float')), -2);
});

const cpu = { backend: 'interp' as const };
const run = async (f: (x: Int32Array) => Promise<{ data: ArrayLike<number> }>, xs: readonly number[]): Promise<number[] | 'LIMIT'> => {
  try {
    return Array.from((await f(Int32Array.from(xs))).data);
  } catch (e) {
    if (e instanceof AplError && e.cls === 'LIMIT') return 'LIMIT';
    throw e;
  }
};

test('cpu: reductions are exact when the result fits, whatever their partial results', async () => {
  const sum = compile('{+/⍵}', { signature: '⍵ i32[n] → i32', ...cpu });
  const diff = compile('{-/⍵}', { signature: '⍵ i32[n] → i32', ...cpu });
  const prod = compile('{×/⍵}', { signature: '⍵ i32[n] → i32', ...cpu });
  const both = compile('{(+/⍵),⌈/⍵}', { signature: '⍵ i32[n] → i32[2]', ...cpu });
  assert.equal(await run(sum, [I32_MAX, 1, -1]), [I32_MAX]);
  assert.equal(await run(sum, [-1, -I32_MAX, 1, -1]), [I32_MIN]);
  assert.equal(await run(sum, [I32_MAX, 1]), 'LIMIT');
  // -/ is a right fold: 1-(2147483647-¯1) is ¯2147483647, through 2147483648
  assert.equal(await run(diff, [1, I32_MAX, -1]), [-I32_MAX]);
  assert.equal(await run(diff, [I32_MAX, -1, 1]), 'LIMIT');
  assert.equal(await run(prod, [100000, 100000, 0]), [0]);
  assert.equal(await run(prod, [65536, 65536, 65536, 65536, 65536, 65536, 0, 3]), [0]);
  assert.equal(await run(prod, [-65536, 32768]), [I32_MIN]);
  assert.equal(await run(prod, [65536, 32768, 1]), 'LIMIT');
  // sibling folds fused into one (the interpreter's fold of several values)
  assert.equal(await run(both, [I32_MAX, 1, -1]), [I32_MAX, I32_MAX]);
});

test('cpu kernels: +/ and -/ of ints check each partial against 2⁵³ as the interpreter does, a block at a time', async () => {
  // cpu/render-fold.ts skips the check in blocks that cannot reach 2⁵³: a sum that passes 2⁵³ and
  // comes back to 0 (its result fits) must still stop, and one that stays below must not
  const half = 2 ** 22 + 2;
  const up = new Int32Array(2 * half).fill(I32_MAX, 0, half).fill(-I32_MAX, half);
  const low = new Int32Array(2 ** 21 * 2).fill(I32_MAX, 0, 2 ** 21).fill(-I32_MAX, 2 ** 21);
  for (const src of ['{+/⍵}', '{-/⍵}']) {
    for (const xs of [up, low]) {
      const outcomes = await Promise.all((['interp', 'cpu'] as const).map((backend) => run(compile(src, { signature: '⍵ i32[n] → i32', backend }), Array.from(xs))));
      assert.equal(outcomes[1], outcomes[0], `${src} of ${xs.length} ints`);
    }
  }
  const sum = compile('{+/⍵}', { signature: '⍵ i32[n] → i32', backend: 'cpu' });
  assert.is(await run(sum, Array.from(up)), 'LIMIT');
  assert.equal(await run(sum, Array.from(low)), [0]);
});

/** Random int vectors: values near the limits often, so sums leave i32 about half the time. */
const vectorArb = fc.array(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: I32_MIN, max: I32_MAX }), fc.constantFrom(I32_MIN, I32_MAX)), { minLength: 1, maxLength: 40 });

/**
 * +/ ×/ +\ on `backend` against BigInt: where `exact`, the exact value or LIMIT as it fits; else
 * (WebGPU) the exact value or LIMIT where it fits, LIMIT where it does not: never another number.
 */
async function noWrongAnswers(backend: 'interp' | 'cpu' | 'webgpu', exact: boolean, numRuns: number): Promise<void> {
  const opts = { backend };
  const sum = compile('{+/⍵}', { signature: '⍵ i32[n] → i32', ...opts });
  const prod = compile('{×/⍵}', { signature: '⍵ i32[n] → i32', ...opts });
  const scan = compile('{+\\⍵}', { signature: '⍵ i32[n] → i32[n]', ...opts });
  let limits = 0;
  await fc.assert(
    fc.asyncProperty(vectorArb, async (xs) => {
      const big = xs.map(BigInt);
      const check = (label: string, got: number[] | 'LIMIT', want: bigint[]): void => {
        const ok = want.every(fits);
        if (got === 'LIMIT') limits++;
        if (!ok) assert.is(got, 'LIMIT', `${backend} ${label} of ${xs.join(' ')}: ${String(got)}, exact ${want.join(' ')}`);
        else if (exact || got !== 'LIMIT') assert.equal(got, want.map(Number), `${backend} ${label} of ${xs.join(' ')}`);
      };
      check('+/', await run(sum, xs), [big.reduce((a, b) => a + b, 0n)]);
      check('×/', await run(prod, xs), [big.reduce((a, b) => a * b, 1n)]);
      const prefixes: bigint[] = [];
      big.reduce((a, b) => (prefixes.push(a + b), a + b), 0n);
      // a prefix past i32 is an error for the whole scan
      check('+\\', await run(scan, xs), prefixes);
    }),
    { numRuns },
  );
  assert.ok(limits > 0, 'some results left i32');
}

test('interp: +/ ×/ +\\ of random ints are exact or a LIMIT ERROR, exactly as the results fit', () => noWrongAnswers('interp', true, 300));
test('cpu: +/ ×/ +\\ of random ints are exact or a LIMIT ERROR, exactly as the results fit', () => noWrongAnswers('cpu', true, 300));

const gpu = await gpuAvailable(test, 'spec/numerics/int-exact.spec');
if (gpu) {
  test('webgpu: +/ ×/ +\\ of random ints are exact or a LIMIT ERROR, never another number', () => noWrongAnswers('webgpu', false, 40));

  test('webgpu: + - × - | ⌊ of values at the limits report LIMIT ERROR in a kernel', async () => {
    const cases: [string, string, number[]][] = [
      ['{⍵+1}', '⍵ i32[n] → i32[n]', [1, I32_MAX]],
      ['{⍵-1}', '⍵ i32[n] → i32[n]', [1, I32_MIN]],
      ['{⍵×65536}', '⍵ i32[n] → i32[n]', [1, 32768]],
      ['{-⍵}', '⍵ i32[n] → i32[n]', [1, I32_MIN]],
      ['{|⍵}', '⍵ i32[n] → i32[n]', [1, I32_MIN]],
    ];
    for (const [src, signature, xs] of cases) {
      const f = compile(src, { signature, backend: 'webgpu' });
      assert.is(await run(f, xs), 'LIMIT', src);
      assert.equal(await run(f, xs.slice(0, 1)), await run(compile(src, { signature, ...cpu }), xs.slice(0, 1)), `${src} of 1`);
    }
    const fl = compile('{⌊⍵}', { signature: '⍵ f32[n] → i32[n]', backend: 'webgpu' });
    let got: unknown;
    try {
      got = [...(await fl(Float32Array.from([1.5, 3e9]))).data];
    } catch (e) {
      got = e instanceof AplError ? e.cls : e;
    }
    assert.is(got, 'LIMIT', '⌊3E9');
  });
}

test.run();
