// 64-bit floats (issue 14, item 3): a program's float width is f64 when its file begins with
// `⎕FR←645`, with `--float 64`, or with `compile(…, { float: 'f64' })`. Every float op then computes
// in IEEE f64 on the interpreter and the cpu backend, values are Float64Arrays, and a webgpu (or
// auto) run goes to the cpu backend (WGSL has no f64). Expected values follow Dyalog's semantics,
// checked against JavaScript's f64 Math.* (Dyalog computes in the same IEEE doubles).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compile, f32, f64, shutdown } from '../../index.js';
import { compileSource, runCompiled, type Backend } from '../../cli/driver.js';
import type { ArrayValue } from '../../core-ir/value.js';
import { LARGEST_FLOAT } from '../../ops/float-width.js';
import { aplc, scratch } from '../cli/run-aplc.js';

const MAIN_BACKENDS = ['interp', 'cpu'] as const;

/** The ⎕← values of a program, run on `backend`; a compile or run error fails the test. */
async function outputs(text: string, backend: Backend, float?: 'f32' | 'f64'): Promise<readonly ArrayValue[]> {
  const compiled = compileSource(text, 'f64.apl', float === undefined ? {} : { float });
  if (isLeft(compiled)) throw new Error(compiled.left.map((d) => `${d.cls} ERROR: ${d.message}`).join('; '));
  const run = await runCompiled(compiled.right, { backend });
  if (run.error !== null) throw new Error(`${run.error.cls} ERROR: ${run.error.message}`);
  return run.outputs;
}

const near = (got: number, want: number, rel: number, what: string): void => {
  const err = Math.abs(got - want) / Math.max(Math.abs(want), Number.MIN_VALUE);
  assert.ok(err <= rel, `${what}: ${got}, want ${want} (relative error ${err.toExponential(2)} > ${rel})`);
};

test('⎕FR←645: ○1 is 3.141592653589793 to 1e-15 on interp and cpu, in a Float64Array', async () => {
  for (const backend of MAIN_BACKENDS) {
    const [pi] = await outputs('⎕FR←645\n⎕←○1', backend);
    assert.ok(pi!.data instanceof Float64Array, `${backend}: ${pi!.data.constructor.name}`);
    assert.ok(Math.abs(pi!.data[0]! - 3.141592653589793) <= 1e-15, `${backend}: ${pi!.data[0]}`);
  }
});

test('the f32 default is unchanged: ○1 is the f32 nearest π in a Float32Array', async () => {
  for (const backend of MAIN_BACKENDS) {
    const [pi] = await outputs('⎕←○1', backend);
    assert.ok(pi!.data instanceof Float32Array, backend);
    assert.is(pi!.data[0], Math.fround(Math.PI));
  }
});

test('literals are f64 values: 0.1+0.2 is the f64 sum 0.30000000000000004', async () => {
  for (const backend of MAIN_BACKENDS) {
    const [s] = await outputs('⎕FR←645\nx←0.1 0.2\n⎕←+/x', backend);
    assert.is(s!.data[0], 0.1 + 0.2, backend);
  }
});

test('the arithmetic–geometric mean of 1 and ÷√2 converges to 1E¯15 (a ⍣ loop with a tolerance)', async () => {
  // AGM(1, 1/√2) = π/(2·K(1/√2))·…: 0.8472130847939790866 (the Gauss constant's reciprocal over √2)
  const program = '⎕FR←645\n⎕←{((+/⍵)÷2),(×/⍵)*0.5}⍣{1E¯15>|-/⍺} 1,÷2*0.5';
  for (const backend of MAIN_BACKENDS) {
    const [r] = await outputs(program, backend);
    assert.is(r!.data.length, 2);
    near(r!.data[0]!, 0.847213084793979, 2e-15, `${backend} a`);
    near(r!.data[1]!, 0.847213084793979, 2e-15, `${backend} g`);
  }
});

test('+/ of n f64 0.1s is within a pairwise bound of the exact sum of its inputs', async () => {
  for (const n of [10, 1000, 100_003]) {
    const xs = new Float64Array(n).fill(0.1);
    // the exact sum: n times the f64 nearest 0.1 (0.1000000000000000055511151231257827…), as a decimal
    const exact = n * 0.1000000000000000055511151231257827;
    for (const backend of MAIN_BACKENDS) {
      const r = await compile('{+/⍵}', { float: 'f64', backend })(xs);
      assert.is(r.elem, 'f64');
      // a pairwise tree of depth log₂ n: each level loses at most half an ulp (2⁻⁵³) relative
      near(r.data[0]!, exact, Math.log2(n) * 2 ** -53 + 2 ** -53, `${backend} n=${n}`);
    }
    // in f32 the same data round to f32 0.1s first, and the sum is not this close
    const r32 = await compile('{+/⍵}', { backend: 'cpu' })(f32(xs, [n]));
    assert.ok(Math.abs(r32.data[0]! - exact) / exact > 1e-9, `f32 n=${n}: ${r32.data[0]}`);
  }
});

test('f64 * ⍟ ○ ÷ ! agree with Math.* on interp and cpu', async () => {
  const xs = [0.1, 0.5, 1, 1.5, 2.5, 3, 7.25, 10];
  const cases: readonly [string, (x: number) => number, number][] = [
    ['*⍵', Math.exp, 1e-15],
    ['⍟⍵', Math.log, 1e-15],
    ['○⍵', (x) => Math.PI * x, 1e-15],
    ['1○⍵', Math.sin, 1e-15],
    ['2○⍵', Math.cos, 1e-15],
    ['¯3○⍵', Math.atan, 1e-15],
    ['7○⍵', Math.tanh, 1e-15],
    ['÷⍵', (x) => 1 / x, 0],
    ['⍵*0.5', Math.sqrt, 1e-15],
    ['2*⍵', (x) => 2 ** x, 1e-15],
    ['10⍟⍵', Math.log10, 1e-15],
    ['⍵÷3', (x) => x / 3, 0],
    // Γ(x+1): Lanczos (ops/numeric.ts) is good to about 1e-14; integers are exact products
    ['!⍵', gammaPlusOne, 1e-13],
  ];
  for (const [body, ref, tol] of cases) {
    for (const backend of MAIN_BACKENDS) {
      const r = await compile(`{${body}}`, { float: 'f64', backend })(f64(xs));
      assert.ok(r.data instanceof Float64Array, `${body} on ${backend}`);
      xs.forEach((x, i) => near(r.data[i]!, ref(x), tol, `${body} of ${x} on ${backend}`));
    }
  }
});

/** Γ(x+1) by the product for integers and Γ(x+1) = x·Γ(x) down to (0, 1], then Γ by its known values at 1.5, 2.5 … and 0.25 steps. */
function gammaPlusOne(x: number): number {
  if (Number.isInteger(x)) {
    let r = 1;
    for (let i = 2; i <= x; i++) r *= i;
    return r;
  }
  // values from the reflection-free Stirling series with 8 terms, shifted up to x ≥ 10
  let shift = 1;
  let z = x + 1;
  while (z < 10) {
    shift *= z;
    z += 1;
  }
  const series = 1 / (12 * z) - 1 / (360 * z ** 3) + 1 / (1260 * z ** 5) - 1 / (1680 * z ** 7) + 1 / (1188 * z ** 9) - 691 / (360360 * z ** 11);
  return Math.exp((z - 0.5) * Math.log(z) - z + 0.5 * Math.log(2 * Math.PI) + series) / shift;
}

test('⌊/ and ⌈/ over an empty float axis are f64 extremes under ⎕FR←645, f32 extremes by default', async () => {
  for (const backend of MAIN_BACKENDS) {
    const [lo, hi] = await outputs('⎕FR←645\n⎕←⌊/0⍴1.5\n⎕←⌈/0⍴1.5', backend);
    assert.is(lo!.data[0], LARGEST_FLOAT.f64, backend);
    assert.is(hi!.data[0], -LARGEST_FLOAT.f64, backend);
    const [lo32] = await outputs('⎕←⌊/0⍴1.5', backend);
    assert.is(lo32!.data[0], LARGEST_FLOAT.f32, backend);
  }
});

test('an int converts to f64 exactly: 16777217 (2²⁴+1) survives ×1.0 in f64, not in f32', async () => {
  for (const backend of MAIN_BACKENDS) {
    const [x] = await outputs('⎕FR←645\n⎕←16777217×1.5-0.5', backend);
    assert.is(x!.data[0], 16777217, backend);
    const [y] = await outputs('⎕←16777217×1.5-0.5', backend);
    assert.is(y!.data[0], 16777216, backend);
  }
});

test('an f64 program using an op WebGPU has no double-float rendering of, asked to run on webgpu or auto, runs on the cpu backend', async () => {
  const compiled = compileSource('⎕FR←645\n⎕←*⍳1', 'f64.apl');
  if (isLeft(compiled)) throw new Error('does not compile');
  for (const backend of ['webgpu', 'auto'] as const) {
    const run = await runCompiled(compiled.right, { backend });
    assert.is(run.backend, 'cpu', backend);
    assert.is(run.f64OnCpu, '*x (exp) on floats', backend);
    assert.is(run.outputs[0]!.data[0], Math.E, backend);
  }
});

test('the API: { float: "f64" }, f64(…) and Float64Array arguments, f64 signatures', async () => {
  const pi = await compile('{○⍵}', { float: 'f64' })(1);
  assert.is(pi.elem, 'f64');
  assert.is(pi.data[0], Math.PI);
  // asked for webgpu, an f64 function using an op double-float pairs lack runs on the cpu backend,
  // and says so in its RunResult (spec/numerics/df64.spec.ts: those that WebGPU runs)
  for (const backend of ['webgpu', 'auto'] as const) {
    const run = await compile('{*⍵}', { float: 'f64', backend }).run(1);
    assert.is(run.backend, 'cpu', backend);
    assert.is(run.value.data[0], Math.E, backend);
  }
  const dot = compile('{+/⍺×⍵}', { signature: '⍺ f64[n] ⍵ f64[n] → f64' });
  const d = await dot(f64([0.1, 0.2]), new Float64Array([3, 4]));
  assert.is(d.elem, 'f64');
  assert.is(d.data[0], 0.1 * 3 + 0.2 * 4);
  // the default width keeps f32
  const p32 = await compile('{○⍵}')(1);
  assert.is(p32.elem, 'f32');
  assert.is(p32.data[0], Math.fround(Math.PI));
  assert.throws(() => compile('{⍵}', { signature: '⍵ f32 → f32', float: 'f64' }), /write f64 in the signature/);
  assert.throws(() => compile('{⍺+⍵}', { signature: '⍺ f32 ⍵ f64 → f64' }), /not both/);
});

test('the command line: --float 64 and --float 32, ⎕FR←645, and its errors', () => {
  const s = scratch('aplc-f64-');
  const plain = s.file('pi.apl', '○1\n');
  assert.is(aplc([plain]).out, '3.1415927\n');
  const wide = aplc([plain, '--float', '64', '--json', '--backend', 'cpu']);
  assert.is(wide.code, 0, wide.err);
  assert.is(wide.out, '{"shape":[],"type":"float","data":[3.141592653589793]}\n');
  assert.is(aplc([plain, '--float=64']).out, '3.141592654\n');
  const fr = s.file('fr.apl', '⎕FR←645\n○1\n');
  assert.is(aplc([fr, '--backend', 'interp']).out, '3.141592654\n');
  assert.is(aplc([fr, '--float', '32', '--backend', 'interp']).out, '3.1415927\n');
  const viaGpu = aplc([s.file('exp.apl', '⎕FR←645\n*⍳1\n'), '--backend', 'webgpu']);
  assert.is(viaGpu.out, '2.718281828\n');
  assert.match(viaGpu.err, /f64 program: runs on the cpu backend; WebGPU computes f64 in double-float pairs, which have no \*x \(exp\) on floats/);
  const bad = aplc([plain, '--float', '16']);
  assert.is(bad.code, 2);
  assert.match(bad.err, /--float must be 32 or 64/);
  const decimal = aplc([s.file('dec.apl', '⎕FR←1287\n○1\n')]);
  assert.is(decimal.code, 1);
  assert.match(decimal.err, /NONCE ERROR: ⎕FR←1287 \(128-bit decimal floats\) is not supported/);
  const late = aplc([s.file('late.apl', 'x←1\n⎕FR←645\nx\n')]);
  assert.is(late.code, 1);
  assert.match(late.err, /NONCE ERROR: ⎕FR can be set only at the top of a file/);
  assert.match(late.err, /late\.apl:2:1/);
  assert.is(aplc(['check', fr, '--float', '64']).code, 0);
  const dev = aplc(['dev', plain, '--float', '64']);
  assert.match(dev.out, /output 3\.141592653589793/);
});

test.after(async () => {
  await shutdown();
});

test.run();
