// The benchmarks' hand-written WGSL kernels compute what the JavaScript reference does, at sizes
// that take each one through its edge cases: one element, a ragged last vec4, exactly one block,
// one past it (a second pass), and matrix sizes that are not multiples of the 64×64 tile.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ArrayValue } from '../../core-ir/value.js';
import { acquireGpu } from '../../gpu/device.js';
import { gpuOnlyMs } from '../../bench/gpu-only.js';
import { BASELINES, copyBaseline, runBaseline } from '../../bench/wgsl-baselines/runner.js';
import { gpuAvailable } from '../gpu/harness.js';

const test = suite('bench: hand-written WGSL baselines');
const on = await gpuAvailable(test, 'spec/bench/wgsl-baselines.spec');

const floats = (n: number, scale: number): ArrayValue => ({ elem: 'float', shape: [n], data: Float32Array.from({ length: n }, (_, i) => (((i * 2654435761) >>> 0) % 1000) / 1000 * scale) });
const ints = (n: number): ArrayValue => ({ elem: 'int', shape: [n], data: Int32Array.from({ length: n }, (_, i) => ((i * 7) % 19) - 9) });
const SIZES = [1, 5, 2048, 2049, 8192, 8193, 70001];

async function run(name: string, inputs: ArrayValue[], dims: number[]): Promise<ArrayLike<number>> {
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no device');
  const b = BASELINES[name];
  if (b === undefined) throw new Error(`no baseline ${name}`);
  return (await runBaseline(ctx, b, inputs, dims)).result.data;
}

if (on) {
  test('copy, both shapes, returns its input', async () => {
    const ctx = (await acquireGpu())!;
    for (const shape of ['one vec4 per invocation', 'grid-stride'] as const) {
      for (const n of SIZES) {
        const x = floats(n, 1);
        const got = (await runBaseline(ctx, copyBaseline(shape), [x], [n])).result.data;
        assert.equal(Array.from(got), Array.from(x.data), `${shape}, ${n} elements`);
      }
    }
  });

  test('+/ agrees with a float64 sum within f32 rounding', async () => {
    for (const n of [...SIZES, 1 << 20]) {
      const x = floats(n, 1);
      const want = Array.from(x.data).reduce((a, b) => a + b, 0);
      const [got] = Array.from(await run('+/ (sum)', [x], [n]));
      assert.ok(Math.abs(got! - want) <= 1e-6 * Math.max(1, want), `${n} elements: ${got} for ${want}`);
    }
  });

  test('+\\ on i32 equals the sequential scan', async () => {
    for (const n of [...SIZES, 2048 * 2048 + 3]) {
      const x = ints(n);
      let s = 0;
      const want = Array.from(x.data, (v) => (s = (s + v) | 0));
      const got = Array.from(await run('+\\ (prefix sum)', [x], [n]));
      assert.equal(got.length, n);
      const first = got.findIndex((g, i) => g !== want[i]);
      assert.is(first, -1, `${n} elements: first difference at ${first}`);
    }
  });

  test('+.× agrees with the triple loop, tile-ragged sizes included', async () => {
    for (const [n, k, m] of [[1, 1, 1], [3, 5, 7], [64, 16, 64], [100, 37, 130]] as const) {
      const a = { ...floats(n * k, 1), shape: [n, k] };
      const b = { ...floats(k * m, -1), shape: [k, m] };
      const got = await run('+.× (matrix product)', [a, b], [n, k, m]);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < m; j++) {
          let want = 0;
          for (let q = 0; q < k; q++) want += a.data[i * k + q]! * b.data[q * m + j]!;
          assert.ok(Math.abs(got[i * m + j]! - want) <= 1e-5 * Math.max(1, Math.abs(want)), `${n}×${k}×${m} at ${i},${j}`);
        }
      }
    }
  });

  test('⍉ moves every element, tile-ragged sizes included', async () => {
    for (const [n, m] of [[1, 1], [1, 33], [32, 32], [33, 65], [100, 37]] as const) {
      const a = { ...floats(n * m, 1), shape: [n, m] };
      const got = Array.from(await run('⍉ (transpose)', [a], [n, m]));
      const want = Array.from({ length: n * m }, (_, f) => a.data[(f % n) * m + Math.floor(f / n)]!);
      assert.equal(got, want, `${n}×${m}`);
    }
  });

  test('GPU-only replays a call\'s kernels: a time for a call that dispatches, none for one that does not', async () => {
    const ctx = (await acquireGpu())!;
    const x = floats(1 << 16, 1);
    const ms = await gpuOnlyMs(ctx.device, () => runBaseline(ctx, BASELINES['+/ (sum)']!, [x], [1 << 16]), 5);
    assert.ok(ms !== null && ms > 0, `a time: ${ms}`);
    assert.is(await gpuOnlyMs(ctx.device, async () => undefined), null);
    // the buffers kept for the replay are destroyed again: a later call still runs and agrees
    const [sum] = Array.from(await run('+/ (sum)', [x], [1 << 16]));
    const want = Array.from(x.data).reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum! - want) <= 1e-6 * want);
  });
}

test.run();
