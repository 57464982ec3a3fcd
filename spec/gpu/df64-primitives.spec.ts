// The double-float building blocks (ops/wgsl-df64.ts) on the device in use, against IEEE f64 in
// JavaScript: two-sum and two-product must be exact on random f32 pairs (so the device neither
// reassociates (a + b) - a nor computes fma unfused), and the composite operations must stay
// within their stated relative error.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acquireGpu } from '../../gpu/device.js';
import { depFnName, opHelper } from '../../gpu/wgsl-ops.js';
import { gpuAvailable } from './harness.js';
import { xorshift } from '../numerics/xorshift.js';

const test = suite('gpu: double-float primitives');
const on = await gpuAvailable(test, 'spec/gpu/df64-primitives.spec');

const generator = xorshift;

/**
 * A random normal f32 of either sign with an exponent in [-e, e]: no subnormals (a GPU may flush
 * them) and no sum or product outside f32's range.
 */
function randomF32(rand: () => number, e: number): number {
  const m = 1 + rand();
  const k = Math.floor(rand() * (2 * e + 1)) - e;
  return Math.fround((rand() < 0.5 ? -1 : 1) * m * 2 ** k);
}

/** A random f64 of either sign with a decimal exponent in [-d, d]. */
function randomF64(rand: () => number, d: number): number {
  return (rand() < 0.5 ? -1 : 1) * (1 + 9 * rand()) * 10 ** (Math.floor(rand() * (2 * d + 1)) - d);
}

/** The nearest pair (hi, lo) of an f64. */
const split = (x: number): [number, number] => {
  const hi = Math.fround(x);
  return [hi, Math.fround(x - hi)];
};

/** The module source of the helpers named and what they call, each once, callees first. */
function helpers(names: readonly string[]): string {
  const done = new Set<string>();
  const out: string[] = [];
  const visit = (fn: string): void => {
    if (done.has(fn)) return;
    done.add(fn);
    const h = opHelper(fn);
    if (h === undefined) throw new Error(`no helper ${fn}`);
    for (const d of h.deps) visit(depFnName(d));
    out.push(h.src);
  };
  names.forEach(visit);
  return out.join('\n');
}

/**
 * Runs `body` (WGSL statements over `i`, reading `inp[i]` as a vec4<f32>, writing `outp[i]` as a
 * vec4<f32>) for each input quadruple; returns the output quadruples.
 */
async function runQuads(uses: readonly string[], body: string, inputs: Float32Array): Promise<Float32Array> {
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const device = ctx.device;
  const n = inputs.length / 4;
  const code = `${helpers(uses)}
@group(0) @binding(0) var<storage, read> inp: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> outp: array<vec4<f32>>;
struct Params { w: array<vec4<u32>, 1> }
@group(0) @binding(2) var<uniform> params: Params;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= ${n}u) { return; }
  let q = inp[i];
${body}
}`;
  const bytes = inputs.byteLength;
  const inBuf = device.createBuffer({ size: bytes, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST });
  const outBuf = device.createBuffer({ size: bytes, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
  const staging = device.createBuffer({ size: bytes, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const paramsBuf = device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(inBuf, 0, inputs.buffer, inputs.byteOffset, bytes);
  // word 3 is P_ZERO, which df_hide() xors with (ops/wgsl-df64.ts)
  device.queue.writeBuffer(paramsBuf, 0, new Uint32Array([0, 0, 0, 0]));
  const pipeline = await device.createComputePipelineAsync({ layout: 'auto', compute: { module: device.createShaderModule({ code }), entryPoint: 'main' } });
  const group = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [
      { binding: 0, resource: { buffer: inBuf } },
      { binding: 1, resource: { buffer: outBuf } },
      { binding: 2, resource: { buffer: paramsBuf } },
    ],
  });
  const enc = device.createCommandEncoder();
  const pass = enc.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.dispatchWorkgroups(Math.ceil(n / 64));
  pass.end();
  enc.copyBufferToBuffer(outBuf, 0, staging, 0, bytes);
  device.queue.submit([enc.finish()]);
  await staging.mapAsync(GPUMapMode.READ);
  const out = new Float32Array(staging.getMappedRange().slice(0));
  staging.unmap();
  for (const b of [inBuf, outBuf, staging, paramsBuf]) b.destroy();
  return out;
}

const N = 4096;

if (on) {
  test('two-sum of random f32 pairs is exact: s is the rounded sum and s + e the exact one', async () => {
    const rand = generator(14);
    const inp = new Float32Array(4 * N);
    for (let i = 0; i < N; i++) {
      // exponents at most 24 apart (of 2⁻¹² … 2¹²), so a + b is exact in f64 and the check exact too
      inp[4 * i] = randomF32(rand, 12);
      inp[4 * i + 1] = randomF32(rand, 12);
    }
    const out = await runQuads(['df_two_sum'], '  outp[i] = vec4<f32>(df_two_sum(q.x, q.y), 0.0, 0.0);', inp);
    for (let i = 0; i < N; i++) {
      const a = inp[4 * i]!;
      const b = inp[4 * i + 1]!;
      const s = out[4 * i]!;
      const e = out[4 * i + 1]!;
      if (s !== Math.fround(a + b) || s + e !== a + b) assert.unreachable(`two_sum(${a}, ${b}) gave ${s} + ${e}, not ${a + b}`);
    }
  });

  test('two-product of random f32 pairs is exact (Dekker): p + e is the f64 product', async () => {
    const rand = generator(41);
    const inp = new Float32Array(4 * N);
    for (let i = 0; i < N; i++) {
      inp[4 * i] = randomF32(rand, 30);
      inp[4 * i + 1] = randomF32(rand, 30);
    }
    const out = await runQuads(['df_two_prod'], '  outp[i] = vec4<f32>(df_two_prod(q.x, q.y), 0.0, 0.0);', inp);
    for (let i = 0; i < N; i++) {
      const a = inp[4 * i]!;
      const b = inp[4 * i + 1]!;
      const p = out[4 * i]!;
      const e = out[4 * i + 1]!;
      if (p !== Math.fround(a * b) || p + e !== a * b) assert.unreachable(`two_prod(${a}, ${b}) gave ${p} + ${e}, not ${a * b}`);
    }
  });

  test('an i32 converts to a pair exactly, and a whole pair back (wrapping as x|0)', async () => {
    const ints = [0, 1, -1, 16777217, -16777217, 2147483647, -2147483648, 123456789, -987654321, 65535, 65536, -65537];
    const inp = new Float32Array(4 * ints.length);
    const bits = new Int32Array(inp.buffer);
    ints.forEach((x, i) => (bits[4 * i] = x));
    const out = await runQuads(
      ['df_from_i32', 'df_to_i32_wrap'],
      '  let d = df_from_i32(bitcast<i32>(q.x));\n  outp[i] = vec4<f32>(d, bitcast<f32>(df_to_i32_wrap(d)), 0.0);',
      inp,
    );
    const back = new Int32Array(out.buffer);
    ints.forEach((x, i) => {
      assert.is(out[4 * i]! + out[4 * i + 1]!, x, `${x} as a pair`);
      assert.is(back[4 * i + 2], x, `${x} back to i32`);
    });
  });

  /** ops on random f64 pairs: [name, WGSL of the result from a and b, f64 reference, relative bound] */
  const BOUND = 1e-14;
  const ops: readonly [string, string, (a: number, b: number) => number][] = [
    ['df_add', 'df_add(a, b)', (a, b) => a + b],
    ['df_sub', 'df_sub(a, b)', (a, b) => a - b],
    ['df_mul', 'df_mul(a, b)', (a, b) => a * b],
    ['df_div', 'df_div(a, b)', (a, b) => a / b],
    ['df_sqrt', 'df_sqrt(vec2<f32>(abs(a.x), select(a.y, -a.y, a.x < 0.0)))', (a) => Math.sqrt(Math.abs(a))],
  ];
  for (const [fn, expr, ref] of ops) {
    test(`${fn} of random f64 pairs is within ${BOUND} (relative) of IEEE f64`, async () => {
      const rand = generator(fn.length * 7919);
      const inp = new Float32Array(4 * N);
      const xs: [number, number][] = [];
      for (let i = 0; i < N; i++) {
        const [ah, al] = split(randomF64(rand, 12));
        // every fourth b close to a, for the cancellation in a - b (and a + -b)
        const [bh, bl] = i % 4 === 0 ? split((ah + al) * (1 + 1e-9 * (rand() - 0.5))) : split(randomF64(rand, 12));
        inp.set([ah, al, bh, bl], 4 * i);
        xs.push([ah + al, bh + bl]);
      }
      const out = await runQuads([fn], `  let a = q.xy;\n  let b = q.zw;\n  outp[i] = vec4<f32>(${expr}, 0.0, 0.0);`, inp);
      let worst = 0;
      for (let i = 0; i < N; i++) {
        const [a, b] = xs[i]!;
        const want = ref(a, b);
        const got = out[4 * i]! + out[4 * i + 1]!;
        const err = Math.abs(got - want) / Math.abs(want);
        if (err > worst) worst = err;
        if (!(err <= BOUND)) assert.unreachable(`${fn}(${a}, ${b}) gave ${got}, f64 ${want}: relative error ${err}`);
      }
      assert.ok(worst <= BOUND);
    });
  }
}

test.run();
