// The GPU's 64-bit carry of int + and - folds (gpu/fold-wide.ts): under every device profile, and
// so every fold strategy (software chunks, cooperative workgroups, a thread per row, right folds
// in rounds, register blocks, tiles), +/ +\ -/ -\ and +.× of ints are what the interpreter gives:
// the exact value whenever it fits in i32, whatever the partial results do, and a LIMIT ERROR
// exactly when a result does not fit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { compile, i32 } from '../../index.js';
import { AplError } from '../../api/errors.js';
import { PROFILE_NAMES, type ProfileName } from '../../passes/device-profiles.js';
import { gpuAvailable } from '../gpu/harness.js';

const I32_MIN = -(2 ** 31);
const I32_MAX = 2 ** 31 - 1;

type Backend = 'interp' | 'webgpu';
type Outcome = number[] | 'LIMIT';

const SIGNATURES: Readonly<Record<string, string>> = {
  '{+/⍵}': '⍵ i32[n] → i32',
  '{-/⍵}': '⍵ i32[n] → i32',
  '{+\\⍵}': '⍵ i32[n] → i32[n]',
  '{-\\⍵}': '⍵ i32[n] → i32[n]',
  // sibling folds fused into one fold of two values, one of them wide
  '{(+/⍵),⌈/⍵}': '⍵ i32[n] → i32[2]',
};

async function outcome(src: string, backend: Backend, xs: readonly number[], deviceProfile?: ProfileName): Promise<Outcome> {
  const f = compile(src, { signature: SIGNATURES[src]!, backend, ...(deviceProfile === undefined ? {} : { deviceProfile }) });
  try {
    return Array.from((await f(Int32Array.from(xs))).data);
  } catch (e) {
    if (e instanceof AplError && e.cls === 'LIMIT') return 'LIMIT';
    throw e;
  }
}

/** A deterministic vector of n ints from a seed (a linear congruential generator). */
function ints(n: number, seed: number, pick: (u: number) => number): number[] {
  let s = seed >>> 0;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return pick(s);
  });
}

/**
 * Pairs ±v of large values, shuffled, and a few small ones: the sum is small, so it fits, while
 * the partial sums of any fold order go far past i32.
 */
function cancelling(n: number, seed: number): number[] {
  const big = ints(Math.floor(n / 2), seed, (u) => 0x40000000 + (u >>> 2));
  const xs = [...big, ...big.map((v) => -v), ...ints(n % 2, seed + 1, (u) => (u % 1000) - 500)];
  let s = seed ^ 0x5bd1e995;
  for (let i = xs.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

const gpu = await gpuAvailable(test, 'spec/numerics/int-carry.spec');
if (gpu) {
  test('+/¯1 2147483647 1 is 2147483647 on webgpu under every profile (a partial sum leaves i32)', async () => {
    for (const profile of PROFILE_NAMES) {
      assert.equal(await outcome('{+/⍵}', 'webgpu', [-1, I32_MAX, 1], profile), [I32_MAX], profile);
      assert.equal(await outcome('{+/⍵}', 'webgpu', [I32_MAX, 1], profile), 'LIMIT', `${profile}: 2147483647+1`);
      assert.equal(await outcome('{-/⍵}', 'webgpu', [1, I32_MAX, -1], profile), [-I32_MAX], `${profile}: 1-(2147483647-¯1)`);
      assert.equal(await outcome('{(+/⍵),⌈/⍵}', 'webgpu', [-1, I32_MAX, 1], profile), [I32_MAX, I32_MAX], `${profile}: two folds`);
    }
  });

  // long enough for several levels of partials in every strategy (chunks, workgroup segments, rounds)
  const lengths = [1, 2, 3, 7, 64, 257, 1000, 5000, 70000];
  test('+/ -/ +\\ -\\ of cancelling large ints agree with the interpreter under every profile', async () => {
    for (const n of lengths) {
      const xs = cancelling(n, n * 7919);
      for (const src of Object.keys(SIGNATURES)) {
        // right scans are quadratic on the interpreter: their rounds are covered by the shorter rows
        if (src === '{-\\⍵}' && n > 5000) continue;
        const want = await outcome(src, 'interp', xs);
        for (const profile of PROFILE_NAMES) {
          const got = await outcome(src, 'webgpu', xs, profile);
          assert.equal(got, want, `${src} of ${n} cancelling ints, ${profile}`);
        }
      }
      const total = xs.reduce((a, b) => a + b, 0);
      assert.ok(total >= I32_MIN && total <= I32_MAX, 'the sum fits');
    }
  });

  test('property: random int vectors fold as on the interpreter, value or LIMIT ERROR', async () => {
    const arb = fc.record({
      n: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 50, max: 20000 })),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      spread: fc.constantFrom(1000, 2 ** 24, 2 ** 31),
      profile: fc.constantFrom(...PROFILE_NAMES),
      src: fc.constantFrom('{+/⍵}', '{-/⍵}', '{+\\⍵}', '{(+/⍵),⌈/⍵}'),
    });
    let limits = 0;
    let fits = 0;
    await fc.assert(
      fc.asyncProperty(arb, async ({ n, seed, spread, profile, src }) => {
        const xs = seed % 3 === 0 ? cancelling(n, seed) : ints(n, seed, (u) => Math.max(I32_MIN, Math.min(I32_MAX, Math.round(((u / 2 ** 32) * 2 - 1) * spread))));
        const want = await outcome(src, 'interp', xs);
        if (want === 'LIMIT') limits++;
        else fits++;
        assert.equal(await outcome(src, 'webgpu', xs, profile), want, `${src} of ${n} ints (seed ${seed}, spread ${spread}), ${profile}`);
      }),
      { numRuns: 60, seed: 1414 },
    );
    assert.ok(limits > 0 && fits > 0, `both outcomes drawn (${fits} fit, ${limits} LIMIT)`);
  });

  test('an int +.× whose partial sums leave i32 (tiled on discrete, blocked on software) is exact', async () => {
    const signature = '⍺ i32[m,k] ⍵ i32[k,n] → i32[m,n]';
    const [m, half, n] = [70, 20, 65];
    const k = 2 * half + 1;
    // each row of a: k/2 large values, then the same negated, and a small one of its own, so a row
    // sum (b is all 1s) is that small value while the running sum of either half leaves i32
    const big = (i: number, j: number): number => 0x40000000 + (((i * 131 + j) * 2654435761) >>> 4);
    const data = Int32Array.from({ length: m * k }, (_, q) => {
      const [i, j] = [Math.floor(q / k), q % k];
      return j === k - 1 ? i : j < half ? big(i, j) : -big(i, j - half);
    });
    const a = i32(data, [m, k]);
    const b = i32(Int32Array.from({ length: k * n }, () => 1), [k, n]);
    const ref = compile('{⍺+.×⍵}', { signature, backend: 'interp' });
    const want = await ref(a, b).then((r) => Array.from(r.data), (e: unknown) => (e instanceof AplError ? e.cls : e));
    for (const profile of PROFILE_NAMES) {
      const f = compile('{⍺+.×⍵}', { signature, backend: 'webgpu', deviceProfile: profile });
      const got = await f(a, b).then((r) => Array.from(r.data), (e: unknown) => (e instanceof AplError ? e.cls : e));
      assert.equal(got, want, profile);
    }
    assert.equal(want, Array.from({ length: m * n }, (_, q) => Math.floor(q / n)), 'each row sums to its own small value');
  });
}

test.run();
