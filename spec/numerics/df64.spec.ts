// f64 programs on WebGPU, computed in double-float pairs (ops/wgsl-df64.ts), against IEEE f64 in
// JavaScript. The bound: a single × ÷ √ | ⌊ ⌈ of pairs is within 1E¯14 of the f64 result
// (relative; a pair holds 48 bits, a unit of 2⁻⁴⁸ ≈ 3.6E¯15), ⍺+⍵ and ⍺-⍵ within 1E¯14·(|⍺|+|⍵|)
// (the pairs of ⍺ and ⍵ already differ from the f64 values by that much, which cancellation
// leaves as it is); a fold or scan of n values within
// 1E¯14·log₂(n) of their f64 sum, relative to the sum of their magnitudes; a whole power ⍺*k within
// 1E¯12. Values lie in [1E¯10, 1E10], inside a pair's range (f32's exponents). Programs using an op
// that pairs do not have run on the cpu backend, and say which op.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compile, f64, shutdown } from '../../index.js';
import { compileSource, runCompiled } from '../../cli/driver.js';
import { acquireGpu } from '../../gpu/device.js';
import { PROFILE_NAMES } from '../../passes/device-profiles.js';
import { aplc, scratch } from '../cli/run-aplc.js';
import { xorshift } from './xorshift.js';

const ARITH = 1e-14;
const gpu = (await acquireGpu()) !== null;

const generator = xorshift;

/** n random f64 of either sign with magnitudes in [1E¯10, 1E10] (`positive`: no negatives). */
function randomFloats(seed: number, n: number, positive = false): Float64Array {
  const rand = generator(seed);
  return Float64Array.from({ length: n }, () => (positive || rand() < 0.5 ? 1 : -1) * 10 ** (20 * rand() - 10));
}

const relative = (got: number, want: number): number => (got === want ? 0 : Math.abs(got - want) / Math.abs(want));

/** Runs a dfn under { float: 'f64' } on webgpu, which it must not leave for the cpu backend. */
async function onGpu(src: string, ...args: readonly [Float64Array] | readonly [Float64Array, Float64Array]): Promise<Float64Array> {
  const f = compile(src, { float: 'f64', backend: 'webgpu' });
  const run = args.length === 1 ? await f.run(f64(args[0])) : await f.run(f64(args[0]), f64(args[1]));
  assert.is(run.backend, 'webgpu', `${src} ran on ${run.backend}`);
  assert.ok(run.value.data instanceof Float64Array, `${src}: ${run.value.data.constructor.name}`);
  return run.value.data as Float64Array;
}

if (gpu) {
  const N = 2000;
  const a = randomFloats(1, N);
  const b = randomFloats(2, N);
  /** [dfn, f64 reference, what the error is relative to (the result's magnitude unless said)] */
  const elementwise: readonly [string, (x: number, y: number) => number, ((x: number, y: number) => number)?][] = [
    ['{⍺+⍵}', (x, y) => x + y, (x, y) => Math.abs(x) + Math.abs(y)],
    ['{⍺-⍵}', (x, y) => x - y, (x, y) => Math.abs(x) + Math.abs(y)],
    ['{⍺×⍵}', (x, y) => x * y],
    ['{⍺÷⍵}', (x, y) => x / y],
    ['{⍺⌊⍵}', (x, y) => Math.min(x, y)],
    ['{⍺⌈⍵}', (x, y) => Math.max(x, y)],
    ['{(|⍺)*0.5}', (x) => Math.sqrt(Math.abs(x))],
    ['{-⍵}', (_, y) => -y],
    ['{|⍵}', (_, y) => Math.abs(y)],
    ['{÷⍵}', (_, y) => 1 / y],
  ];
  for (const [src, ref, scale] of elementwise) {
    test(`${src} on ${N} random f64 pairs is within ${ARITH} (relative) of IEEE f64`, async () => {
      const got = await onGpu(src, a, b);
      for (let i = 0; i < N; i++) {
        const want = ref(a[i]!, b[i]!);
        const err = scale === undefined ? relative(got[i]!, want) : Math.abs(got[i]! - want) / scale(a[i]!, b[i]!);
        if (!(err <= ARITH)) assert.unreachable(`${src} of ${a[i]} and ${b[i]}: ${got[i]}, f64 ${want} (relative error ${err})`);
      }
    });
  }

  test('comparisons of pairs agree with f64 (exact ⎕CT←0 semantics off the tolerance band)', async () => {
    // b's neighbours of a: a itself, and a moved by 1E¯12 either way (far outside ⎕CT = 1E¯14)
    const near = Float64Array.from(a, (x, i) => (i % 3 === 0 ? x : x * (1 + (i % 3 === 1 ? 1e-12 : -1e-12))));
    const lt = await compile('{⍺<⍵}', { float: 'f64', backend: 'webgpu' }).run(f64(a), f64(near));
    const eq = await compile('{⍺=⍵}', { float: 'f64', backend: 'webgpu' }).run(f64(a), f64(near));
    assert.is(lt.backend, 'webgpu');
    for (let i = 0; i < N; i++) {
      assert.is(lt.value.data[i], a[i]! < near[i]! ? 1 : 0, `${a[i]} < ${near[i]}`);
      assert.is(eq.value.data[i], a[i] === near[i] ? 1 : 0, `${a[i]} = ${near[i]}`);
    }
  });

  test('⌊ and the residue of pairs are exact where f64 is: ⌊⍵÷⍺ and ⍺|⍵ for whole and halved values', async () => {
    const xs = Float64Array.from({ length: N }, (_, i) => (i - N / 2) * 1234567.5);
    const floors = await compile('{⌊⍵÷7}', { float: 'f64', backend: 'webgpu' }).run(f64(xs));
    const res = await onGpu('{7|⍵}', xs);
    for (let i = 0; i < N; i++) {
      assert.is(floors.value.data[i], Math.floor(xs[i]! / 7), `⌊${xs[i]}÷7`);
      assert.is(res[i], ((xs[i]! % 7) + 7) % 7, `7|${xs[i]}`);
    }
  });

  for (const n of [10, 1000, 100000]) {
    test(`+/ and +\\ of ${n} random f64 are within 1E¯14·log₂(n) of the f64 sum (relative to Σ|x|)`, async () => {
      const x = randomFloats(n, n);
      const magnitude = x.reduce((s, v) => s + Math.abs(v), 0);
      const bound = ARITH * Math.max(1, Math.log2(n)) * magnitude;
      const [sum] = await onGpu('{+/⍵}', x);
      const exact = x.reduce((s, v) => s + v, 0);
      assert.ok(Math.abs(sum! - exact) <= bound, `+/: ${sum} against ${exact} (bound ${bound})`);
      const scan = await onGpu('{+\\⍵}', x);
      let run = 0;
      for (let i = 0; i < n; i++) {
        run += x[i]!;
        if (!(Math.abs(scan[i]! - run) <= bound)) assert.unreachable(`+\\ at ${i}: ${scan[i]} against ${run}`);
      }
    });
  }

  test('an inner product +.× of 64×64 f64 matrices under every device profile is within 1E¯14·log₂(64) of f64', async () => {
    const n = 64;
    const l = randomFloats(7, n * n, true);
    const r = randomFloats(8, n * n, true);
    const want = new Float64Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) want[i * n + j]! += l[i * n + k]! * r[k * n + j]!;
    for (const profile of PROFILE_NAMES) {
      const f = compile('{⍺+.×⍵}', { float: 'f64', backend: 'webgpu', signature: '⍺ f64[n,n] ⍵ f64[n,n] → f64[n,n]', deviceProfile: profile });
      const run = await f.run(f64(l, [n, n]), f64(r, [n, n]));
      assert.is(run.backend, 'webgpu', profile);
      for (let i = 0; i < n * n; i++) {
        const err = relative(run.value.data[i]!, want[i]!);
        if (!(err <= ARITH * 6)) assert.unreachable(`${profile}: element ${i}: ${run.value.data[i]} against ${want[i]} (${err})`);
      }
    }
  });

  test('a whole power ⍵*3 and ⍵*¯2 of pairs is within 1E¯12 of f64', async () => {
    const x = randomFloats(9, N, true).map((v) => v / 1e7 + 1);
    for (const [src, k] of [['{⍵*3}', 3], ['{⍵*¯2}', -2]] as const) {
      const got = await onGpu(src, x);
      for (let i = 0; i < N; i++) {
        const err = relative(got[i]!, x[i]! ** k);
        if (!(err <= 1e-12)) assert.unreachable(`${src} of ${x[i]}: ${got[i]} (${err})`);
      }
    }
  });

  test('○1 is 3.141592653589793 to 1E¯14 on webgpu, computed on the device', async () => {
    const pi = await onGpu('{○⍵}', new Float64Array([1, 2, 0.5]));
    assert.ok(relative(pi[0]!, Math.PI) <= ARITH, String(pi[0]));
    assert.ok(relative(pi[1]!, 2 * Math.PI) <= ARITH, String(pi[1]));
    assert.ok(relative(pi[2]!, Math.PI / 2) <= ARITH, String(pi[2]));
  });

  test('the AGM of 1 and ÷√2 converges to 1E¯15 on webgpu under every device profile', async () => {
    const program = '⎕FR←645\n⎕←{((+/⍵)÷2),(×/⍵)*0.5}⍣{1E¯15>|-/⍺} 1,÷2*0.5';
    const compiled = compileSource(program, 'agm.apl');
    if (isLeft(compiled)) throw new Error('does not compile');
    for (const profile of PROFILE_NAMES) {
      process.env['APLC_DEVICE_PROFILE'] = profile;
      try {
        const run = await runCompiled(compiled.right, { backend: 'webgpu' });
        assert.is(run.error, null, profile);
        assert.is(run.backend, 'webgpu', profile);
        assert.ok(run.dispatches > 0, `${profile}: computed on the device`);
        const [m, g] = run.outputs[0]!.data;
        assert.ok(Math.abs(m! - 0.847213084793979) <= 1e-14 && Math.abs(g! - 0.847213084793979) <= 1e-14, `${profile}: ${m} ${g}`);
      } finally {
        delete process.env['APLC_DEVICE_PROFILE'];
      }
    }
  });

  test('an op pairs do not have sends the program to the cpu backend, and the reason names it', async () => {
    const run = await compile('{*⍵}', { float: 'f64', backend: 'webgpu' }).run(1);
    assert.is(run.backend, 'cpu');
    assert.is(run.value.data[0], Math.E);
    const compiled = compileSource('⎕FR←645\n⎕←⍟1+⍳3', 'ln.apl');
    if (isLeft(compiled)) throw new Error('does not compile');
    const outcome = await runCompiled(compiled.right, { backend: 'webgpu' });
    assert.is(outcome.backend, 'cpu');
    assert.match(outcome.f64OnCpu ?? '', /⍟x \(ln\) on floats/);
    const s = scratch('aplc-df64-');
    const viaGpu = aplc([s.file('exp.apl', '⎕FR←645\n⎕←*1+⍳2\n'), '--backend', 'webgpu']);
    assert.is(viaGpu.code, 0, viaGpu.err);
    assert.match(viaGpu.err, /f64 program: runs on the cpu backend; WebGPU computes f64 in double-float pairs, which have no \*x \(exp\) on floats/);
    const power = aplc([s.file('pow.apl', '⎕FR←645\nx←1+⍳3\n⎕←x*x\n'), '--backend', 'webgpu']);
    assert.match(power.err, /⍺\*⍵ \(pow\) on floats but for a known ⍵ of 0\.5 or a whole number/);
    const big = aplc([s.file('big.apl', '⎕FR←645\nx←1E300×⍳3\n⎕←x+x\n'), '--backend', 'webgpu']);
    assert.match(big.err, /float constant 1e\+300, past ±3\.4E38/);
    assert.is(big.out, '2E300 4E300 6E300\n');
  });

  test('a float past ±3.4E38 on the device is a LIMIT ERROR naming the cpu backend, never a wrong number', async () => {
    const s = scratch('aplc-df64-');
    const r = aplc([s.file('overflow.apl', '⎕FR←645\nx←1E30×1+⍳3\n⎕←x×x\n'), '--backend', 'webgpu']);
    assert.is(r.code, 1);
    assert.match(r.err, /LIMIT ERROR: a float of this f64 program went past ±3\.4E38, the range of f64 on WebGPU \(double-float pairs\): run it with --backend cpu/);
    assert.is(aplc([s.file('overflow.apl', '⎕FR←645\nx←1E30×1+⍳3\n⎕←x×x\n'), '--backend', 'cpu']).out, '4E60 9E60 1.6E61\n');
  });
}

test.after(() => shutdown());
test.run();
