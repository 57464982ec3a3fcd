// The tiled transpose of the GPU profiles (gpu/kernels-transpose.ts) on the real device: every
// element where a gather puts it, for planes that are not multiples of the 32×32 tile (edge tiles
// partial on both sides), one tile exactly, batched planes whose batch axes come before, between
// and after the plane's in the source, and each element type (a float as a pair in an f64
// program). Expected values are computed here in JavaScript; the plan is checked to be the tiled one.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acquireGpu } from '../../gpu/device.js';
import { runOnGpu } from '../../gpu/exec.js';
import { splitFloat } from '../../gpu/wgsl.js';
import { kernelize } from '../../passes/kernelize.js';
import { PROFILES, type ProfileName } from '../../passes/device-profiles.js';
import type { KernelExp } from '../../core-ir/kernels.js';
import type { Elem, Program } from '../../core-ir/syntax.js';
import { arr, gpuAvailable, p, prog, st, v } from './harness.js';

const test = suite('gpu: tiled transpose');
const on = await gpuAvailable(test, 'spec/gpu/transpose.spec');

/** The rearrange of a row-major array: out[i] = a[j] with j[perm[k]] = i[k]. */
function expectRearrange(shape: readonly number[], perm: readonly number[], xs: readonly number[]): number[] {
  const outShape = perm.map((q) => shape[q]!);
  const total = xs.length;
  const inStride = shape.map((_, k) => shape.slice(k + 1).reduce((a, b) => a * b, 1));
  const out: number[] = [];
  for (let f = 0; f < total; f++) {
    let rest = f;
    let src = 0;
    for (let k = outShape.length - 1; k >= 0; k--) {
      src += (rest % outShape[k]!) * inStride[perm[k]!]!;
      rest = Math.floor(rest / outShape[k]!);
    }
    out.push(xs[src]!);
  }
  return out;
}

function program(elem: Elem, shape: readonly number[], perm: readonly number[], float64: boolean): Program<'soacs'> {
  const out = perm.map((q) => shape[q]!);
  const base = prog([st(p('r', elem, out), { tag: 'rearrange', perm, array: 'x' })], [v('r')], [p('x', elem, shape)]);
  return float64 ? { ...base, float: 'f64' } : base;
}

async function runTranspose(profile: ProfileName, elem: Elem, shape: readonly number[], perm: readonly number[], xs: readonly number[], float64 = false): Promise<{ data: number[]; strategy: string }> {
  const kp = kernelize(program(elem, shape, perm, float64), PROFILES[profile]);
  const k = kp.body.stmts.map((s) => s.exp).find((e): e is KernelExp => e.tag === 'kernel')!;
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const input = float64 ? { elem, shape: [...shape], data: Float64Array.from(xs) } : arr(elem, shape, xs);
  const r = await runOnGpu(ctx, kp, [input]);
  return { data: [...r.results[0]!.data], strategy: k.plan.kind === 'transpose' ? k.plan.strategy.k : k.plan.kind };
}

const ints = (n: number): number[] => Array.from({ length: n }, (_, i) => ((i * 2654435761) >>> 0) % 100003);

/** [shape, perm]: ragged planes, one tile, a plane longer than a dispatch row, batches around the plane. */
const CASES: readonly [number[], number[]][] = [
  [[8, 8], [1, 0]],
  [[32, 32], [1, 0]],
  [[33, 65], [1, 0]],
  [[100, 37], [1, 0]],
  [[9, 2050], [1, 0]],
  [[3, 40, 33], [0, 2, 1]],
  [[40, 3, 33], [2, 1, 0]],
  [[40, 33, 35], [2, 0, 1]],
  [[2, 3, 35, 41], [1, 3, 0, 2]],
];

if (on) {
  for (const profile of ['discrete', 'integrated'] as const) {
    test(`${profile}: int transposes of ragged and batched planes are tiled and agree with the gather`, async () => {
      for (const [shape, perm] of CASES) {
        const xs = ints(shape.reduce((a, b) => a * b, 1));
        const r = await runTranspose(profile, 'int', shape, perm, xs);
        assert.is(r.strategy, 'tiled', `${shape} by ${perm}`);
        const want = expectRearrange(shape, perm, xs);
        const bad = r.data.findIndex((g, i) => g !== want[i]);
        assert.is(bad, -1, `${profile} ${shape} by ${perm}: first difference at ${bad}`);
      }
    });
  }

  test('discrete: floats, booleans, characters and f64 pairs move whole', async () => {
    const shape = [37, 45];
    const n = 37 * 45;
    const cases: [Elem, number[], boolean][] = [
      ['float', Array.from({ length: n }, (_, i) => i / 8 - 100.5), false],
      ['float', Array.from({ length: n }, (_, i) => 1 / (i + 3) + 1e6 * i), true],
      ['bool', Array.from({ length: n }, (_, i) => (i * 7) % 3 === 0 ? 1 : 0), false],
      ['char', Array.from({ length: n }, (_, i) => 65 + (i % 9000)), false],
    ];
    for (const [elem, xs, f64] of cases) {
      const r = await runTranspose('discrete', elem, shape, [1, 0], xs, f64);
      assert.is(r.strategy, 'tiled');
      // an f64 float travels as a pair of f32 (hi, lo): 48 bits of mantissa
      const held = (x: number): number => (elem !== 'float' ? x : f64 ? splitFloat(x)[0] + splitFloat(x)[1] : Math.fround(x));
      const want = expectRearrange(shape, [1, 0], xs).map(held);
      assert.equal(r.data, want, `${elem}${f64 ? ' (f64)' : ''}`);
    }
  });

  test('software: the same transposes gather, and agree', async () => {
    const [shape, perm] = CASES[3]!;
    const xs = ints(shape.reduce((a, b) => a * b, 1));
    const r = await runTranspose('software', 'int', shape, perm, xs);
    assert.is(r.strategy, 'gather');
    assert.equal(r.data, expectRearrange(shape, perm, xs));
  });
}

test.run();
