// The single-pass scan with decoupled look-back (gpu/kernels-lookback.ts) on the real device, under
// the discrete profile with look-back switched on: int + (exact, its two-word carry included: a
// tile's fold may leave i32 where no prefix does), an associative operator that does not commute
// (the first non-zero value), many rows and one, rows of one tile and of many with a ragged last
// tile, and a single look per predecessor, so that waiting workgroups fold silent tiles again.
// Expected values are computed here in JavaScript; the plan is checked to be the single pass.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acquireGpu } from '../../gpu/device.js';
import { runOnGpu } from '../../gpu/exec.js';
import { kernelize } from '../../passes/kernelize.js';
import { PROFILES, type DeviceProfile } from '../../passes/device-profiles.js';
import type { KernelExp } from '../../core-ir/kernels.js';
import { chooseVariant } from '../../core-ir/kernels.js';
import type { Lambda } from '../../core-ir/syntax.js';
import { arr, binLam, c, gpuAvailable, idLam, lam, p, prog, st, v } from './harness.js';

const test = suite('gpu: single-pass look-back scan');
const on = await gpuAvailable(test, 'spec/gpu/lookback.spec');

/** λ(a, b). a if a ≠ 0 else b: associative, not commutative. */
const firstNonZero: Lambda = lam(
  [p('a', 'int'), p('b', 'int')],
  [st(p('z', 'bool'), { tag: 'bin', op: 'ne', left: v('a'), right: { k: 'const', value: 0, elem: 'int' } }), st(p('r', 'int'), { tag: 'select', cond: v('z'), then: v('a'), else: v('b') })],
  [v('r')],
  ['int'],
);

function scanOf(rows: number, len: number, xs: readonly number[], f: (a: number, b: number) => number): number[] {
  const out: number[] = [];
  for (let r = 0; r < rows; r++) {
    let acc = xs[r * len]!;
    out.push(acc);
    for (let j = 1; j < len; j++) out.push((acc = f(acc, xs[r * len + j]!)));
  }
  return out;
}

async function runScan(profile: DeviceProfile, op: Lambda, rows: number, len: number, xs: readonly number[]): Promise<{ data: number[]; strategy: string }> {
  const shape = [rows, len];
  const program = prog([st(p('r', 'int', shape), { tag: 'scanomap', shape: shape.map(c), arrays: ['x'], map: idLam(2, 'int'), op, assoc: true })], [v('r')], [p('x', 'int', shape)]);
  const kp = kernelize(program, profile);
  const k = kp.body.stmts.map((s) => s.exp).find((e): e is KernelExp => e.tag === 'kernel')!;
  if (k.plan.kind !== 'segscan') throw new Error(k.plan.kind);
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const r = await runOnGpu(ctx, kp, [arr('int', shape, xs)]);
  return { data: [...r.results[0]!.data], strategy: chooseVariant(k.plan.variants, { rows, len }, () => 0).k };
}

/** Deterministic ints: mostly zeros, else in [-9, 9]. */
function data(n: number, seed: number): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % 97 < 80 ? 0 : ((s >>> 4) % 19) - 9;
  });
}

const plus = (a: number, b: number): number => a + b;
const first = (a: number, b: number): number => (a !== 0 ? a : b);
/** rows × len: one tile and a bit, several ragged tiles, many rows of several tiles, one long row. */
const SIZES: readonly [number, number][] = [[1, 2049], [3, 10001], [40, 5000], [1, 300007]];

if (on) {
  for (const spins of [64, 1]) {
    const profile: DeviceProfile = { ...PROFILES.discrete, lookbackSpins: spins };
    for (const [name, op, f] of [['int +', binLam('add', 'int'), plus], ['first non-zero', firstNonZero, first]] as const) {
      test(`${name}, ${spins} look${spins === 1 ? '' : 's'} before folding a silent tile again`, async () => {
        for (const [rows, len] of SIZES) {
          const xs = data(rows * len, rows * 7919 + len);
          const r = await runScan(profile, op, rows, len, xs);
          assert.is(r.strategy, 'lookback', `${rows}×${len}`);
          const want = scanOf(rows, len, xs, f);
          const bad = r.data.findIndex((g, i) => g !== want[i]);
          assert.is(bad, -1, `${rows}×${len}: first difference at ${bad}: ${r.data[bad]} for ${want[bad]}`);
        }
      });
    }
  }

  test('int +: a tile whose fold leaves i32 while every prefix stays inside it', async () => {
    const profile: DeviceProfile = { ...PROFILES.discrete, lookbackSpins: 64 };
    // 2048-element tiles: the first sinks to about -2³¹, the second climbs to about 2³¹ (its own fold ≈ 2³²)
    const len = 3 * 2048;
    const step = 1048000;
    const xs = Array.from({ length: len }, (_, i) => (i < 2048 ? -step : i < 4096 ? 2 * step : 1));
    const r = await runScan(profile, binLam('add', 'int'), 1, len, xs);
    assert.is(r.strategy, 'lookback');
    assert.equal(r.data, scanOf(1, len, xs, plus));
  });
}

test.run();
