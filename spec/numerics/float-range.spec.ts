// Float overflow and NaN are never silent (issue 14, ops/float-range.ts): a float op whose result
// leaves the width's range stops at the op's place, on every backend and profile; API inputs
// holding ∞ or NaN are a DOMAIN ERROR; and no backend ever returns a float that is not finite.
// The corpus (spec/programs/numbers/float-limit-*.apl) has one program per op's overflow path.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { compile, f32, f64 } from '../../index.js';
import { AplError } from '../../api/errors.js';
import type { AnyArg } from '../../api/types.js';
import { BIN_OPS } from '../../ops/scalar-ops.js';
import { FLOAT_OUT_OF_RANGE, floatResultChecked, rangeChecked } from '../../ops/float-range.js';
import { PROFILE_NAMES, type ProfileName } from '../../passes/device-profiles.js';
import { gpuAvailable } from '../gpu/harness.js';

type Backend = 'interp' | 'cpu' | 'webgpu';

/** The elements, or the error's class, message and column (1-based) where it has one. */
type Outcome = number[] | { cls: string; message: string; col: number | null };

async function outcome(src: string, xs: Float32Array | Float64Array, backend: Backend, profile?: ProfileName): Promise<Outcome> {
  const float = xs instanceof Float64Array ? 'f64' : 'f32';
  const f = compile(src, { backend, float, ...(profile === undefined ? {} : { deviceProfile: profile }) });
  try {
    const r = await f(float === 'f64' ? f64(xs as Float64Array) : f32(xs as Float32Array));
    return Array.from(r.data as ArrayLike<number>);
  } catch (e) {
    if (!(e instanceof AplError)) throw e;
    const span = e.diagnostic.span;
    return { cls: e.diagnostic.cls, message: e.diagnostic.message, col: span === null ? null : span.start.col };
  }
}

const gpu = await gpuAvailable(test, 'spec/numerics/float-range.spec');
/** every backend, WebGPU under each profile */
const runs: readonly [Backend, ProfileName | undefined][] = [['interp', undefined], ['cpu', undefined], ...(gpu ? PROFILE_NAMES.map((p): [Backend, ProfileName] => ['webgpu', p]) : [])];

test('the failures: f32 a LIMIT ERROR naming ⎕FR←645, f64 a DOMAIN ERROR naming overflow', () => {
  assert.is(FLOAT_OUT_OF_RANGE.f32.cls, 'LIMIT');
  assert.match(FLOAT_OUT_OF_RANGE.f32.message, '⎕FR←645');
  assert.is(FLOAT_OUT_OF_RANGE.f64.cls, 'DOMAIN');
  assert.match(FLOAT_OUT_OF_RANGE.f64.message, 'overflow');
  const f32Result = rangeChecked(Math.fround, 'f32');
  assert.is(f32Result(3.4028234663852886e38), 3.4028234663852886e38, 'the largest f32 is in range');
  assert.throws(() => f32Result(3.41e38), 'past it, rounded to ∞');
  assert.throws(() => f32Result(NaN));
  assert.is(f32Result(1e-45), Math.fround(1e-45), 'a subnormal stays');
  assert.is(rangeChecked((x) => x, 'f64')(1e300), 1e300);
  // the IEEE twins the lowering uses compute what their originals do, without the check
  assert.is(BIN_OPS.subIeee.eval(-3e38, 3e38, 'float'), BIN_OPS.sub.eval(-3e38, 3e38, 'float'));
  assert.not.ok(floatResultChecked('subIeee'));
  assert.ok(floatResultChecked('sub'));
  assert.not.ok(floatResultChecked('max'));
});

/** [program, input, column of the op that overflows] */
const OVERFLOWS: readonly [string, number[], number][] = [
  ['{⍵+⍵}', [1, 3e38], 3],
  ['{⍵-⌽⍵}', [-3e38, 3e38], 3],
  ['{⍵×⍵}', [1, 1e20], 3],
  ['{⍵÷1E¯30}', [1, 1e30], 3],
  ['{÷⍵}', [1, 1e-39], 2],
  ['{10*⍵}', [1, 39], 4],
  ['{*⍵}', [1, 89], 2],
  ['{5○⍵}', [1, 90], 3],
  ['{!⍵}', [1, 35], 2],
  ['{+/⍵}', [3e38, 3e38, 1], 2],
  ['{×/⍵}', [1e20, 1e20, 2], 2],
  ['{+\\⍵}', [3e38, 3e38, 1], 2],
];

test('each op that can leave the f32 range stops at its place with a LIMIT ERROR, on every backend', async () => {
  for (const [src, xs, col] of OVERFLOWS) {
    for (const [backend, profile] of runs) {
      // ÷ of a subnormal: a GPU may flush it to 0, which is ÷0's DOMAIN ERROR there
      if (src === '{÷⍵}' && backend === 'webgpu') continue;
      const got = await outcome(src, Float32Array.from(xs), backend, profile);
      assert.equal(got, { cls: 'LIMIT', message: FLOAT_OUT_OF_RANGE.f32.message, col }, `${src} of ${xs.join(' ')} on ${backend} ${profile ?? ''}`);
    }
  }
});

test('in f64 a result past ±1.8E308 is a DOMAIN ERROR (interp, cpu); the same values fit where f32 would not', async () => {
  for (const backend of ['interp', 'cpu'] as const) {
    assert.equal(await outcome('{⍵×⍵}', Float64Array.from([2, 1e200]), backend), { cls: 'DOMAIN', message: FLOAT_OUT_OF_RANGE.f64.message, col: 3 });
    assert.equal(await outcome('{+/⍵}', Float64Array.from([1.7e308, 1.7e308]), backend), { cls: 'DOMAIN', message: FLOAT_OUT_OF_RANGE.f64.message, col: 2 });
    assert.equal(await outcome('{⍵×⍵}', Float64Array.from([2, 1e20]), backend), [4, 1e40]);
  }
});

if (gpu) {
  test('webgpu: an f64 result past the pairs\' range (±3.4E38) is a LIMIT ERROR at the op, not ∞', async () => {
    const got = await outcome('{⍵×⍵}', Float64Array.from([2, 1e20]), 'webgpu');
    assert.ok(!Array.isArray(got) && got.cls === 'LIMIT' && got.col === 3, JSON.stringify(got));
  });
}

test('API inputs holding ∞ or NaN are a DOMAIN ERROR naming the argument and the index', async () => {
  const f = compile('{⍺+⍵}', { backend: 'interp' });
  const message = async (a: AnyArg, w: AnyArg): Promise<string> => {
    try {
      await f(a, w);
    } catch (e) {
      if (e instanceof AplError) return `${e.diagnostic.cls}: ${e.diagnostic.message}`;
      throw e;
    }
    return 'no error';
  };
  assert.is(await message(new Float32Array([1, 2]), new Float32Array([1, Infinity])), 'DOMAIN: ⍵: element 1 is Infinity; APL has no ∞ or NaN');
  assert.is(await message(new Float64Array([NaN, 1]), new Float64Array([1, 2])), 'DOMAIN: ⍺: element 0 is NaN; APL has no ∞ or NaN');
  assert.is(await message([1, -Infinity], [1, 2]), 'DOMAIN: ⍺: element 1 is -Infinity; APL has no ∞ or NaN');
  assert.is(await message(f32(new Float32Array([1, 2, 3, NaN]), [2, 2]), 1), 'DOMAIN: ⍺: element 3 (in ravel order) is NaN; APL has no ∞ or NaN');
  // an f32 function would hold 1E300 as ∞; the identity would hand it back
  const same = compile('{⍵}', { backend: 'cpu' });
  const got = await same(new Float64Array([1, 1e300])).then(() => 'no error', (e: unknown) => (e instanceof AplError ? `${e.diagnostic.cls}: ${e.diagnostic.message}` : String(e)));
  assert.is(got, "DOMAIN: ⍵: element 1 is 1e+300, past the 32-bit range (±3.4E38) of this function's floats; compile it with { float: 'f64' }");
});

/** Floats of every magnitude f32 holds, large ones often, so that results leave its range about half the time. */
const floatArb = fc.tuple(fc.constantFrom(1, 1e3, 1e10, 1e19, 1e30, 1e37, 3e38), fc.double({ min: -1, max: 1, noNaN: true })).map(([m, u]) => Math.fround(m * u));
const SOURCES = ['{⍵×⍵}', '{⍵+⍵}', '{⍵-⌽⍵}', '{⍵×⌽⍵}', '{*⍵}', '{+/⍵}', '{×/⍵}', '{+\\⍵}', '{×\\⍵}', '{⍵+.×⍵}', '{⍵∘.×⍵}', '{(⍵×⍵)-⍵×⍵}'];

test('property: no backend ever returns a float that is not finite; element-wise ops fail exactly where a result leaves f32', async () => {
  let failed = 0;
  let ran = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(floatArb, { minLength: 1, maxLength: 12 }), fc.constantFrom(...SOURCES), fc.constantFrom(...runs), async (xs, src, [backend, profile]) => {
      const got = await outcome(src, Float32Array.from(xs), backend, profile);
      if (Array.isArray(got)) {
        ran++;
        assert.ok(got.every((x) => Number.isFinite(x)), `${src} of ${xs.join(' ')} on ${backend}: ${got.join(' ')}`);
      } else {
        failed++;
        assert.ok(got.cls === 'LIMIT' || got.cls === 'DOMAIN', `${src} on ${backend}: ${got.cls} ${got.message}`);
      }
      if (src === '{⍵×⍵}') {
        const leaves = xs.some((x) => !Number.isFinite(Math.fround(x * x)));
        assert.is(!Array.isArray(got), leaves, `{⍵×⍵} of ${xs.join(' ')} on ${backend} fails exactly where a square leaves f32`);
      }
    }),
    { numRuns: gpu ? 150 : 300, seed: 1414 },
  );
  assert.ok(failed > 0 && ran > 0, `both outcomes drawn (${ran} ran, ${failed} failed)`);
});

test('a GPU kernel of thousands of checked ops runs, and agrees with cpu (the limit, 65535, is spec/gpu/error-status)', async () => {
  // six statements of 901 float additions each fuse into one map of 5406 checked ops
  const src = `{x←⍵ ⋄ ${Array.from({ length: 6 }, () => `x←x${'+x'.repeat(900)}`).join(' ⋄ ')} ⋄ x}`;
  const xs = Float32Array.from([1e-30, 2e-30]);
  const cpu = await outcome(src, xs, 'cpu');
  assert.ok(Array.isArray(cpu) && cpu.every((x) => x > 0), `cpu computes it: ${JSON.stringify(cpu)}`);
  if (!gpu) return;
  assert.equal(await outcome(src, xs, 'webgpu', 'software'), cpu, 'webgpu computes the same');
  // one that overflows part way stops at the same addition as on cpu
  const over = Float32Array.from([1e-30, 1e36]);
  const want = await outcome(src, over, 'cpu');
  assert.ok(!Array.isArray(want) && want.cls === 'LIMIT', JSON.stringify(want));
  assert.equal(await outcome(src, over, 'webgpu', 'software'), want);
});

test.run();
