// The cooperative strategies of the GPU profiles (gpu/kernels-coop.ts) on the real device: folds
// and scans at the sizes where the plan changes (a thread a row, one workgroup a row, several and
// a second level, reduce-then-scan with a nested scan of the block folds), over rows of lengths
// that are not multiples of anything, with an associative operator that does not commute — the
// first non-zero value, so any reordering of operands shows — and with + on ints, which must be
// exact. Expected values are computed here in JavaScript.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { acquireGpu } from '../../gpu/device.js';
import { runOnGpu } from '../../gpu/exec.js';
import { kernelize } from '../../passes/kernelize.js';
import { PROFILES, type ProfileName } from '../../passes/device-profiles.js';
import type { Lambda, Stmt } from '../../core-ir/syntax.js';
import { arr, binLam, c, gpuAvailable, idLam, lam, p, prog, st, v } from './harness.js';

const test = suite('gpu: cooperative folds and scans');
const on = await gpuAvailable(test, 'spec/gpu/cooperative.spec');

/** λ(a, b). a if a ≠ 0 else b: associative, not commutative (the first non-zero of a run). */
const firstNonZero: Lambda = lam(
  [p('a', 'int'), p('b', 'int')],
  [st(p('z', 'bool'), { tag: 'bin', op: 'ne', left: v('a'), right: { k: 'const', value: 0, elem: 'int' } }), st(p('r', 'int'), { tag: 'select', cond: v('z'), then: v('a'), else: v('b') })],
  [v('r')],
  ['int'],
);

/** Deterministic ints: mostly zeros (so the first non-zero of a run is far in), else in [1, 9]. */
function data(n: number, seed: number): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % 97 < 90 ? 0 : 1 + ((s >>> 4) % 9);
  });
}

const first = (a: number, b: number): number => (a !== 0 ? a : b);
const plus = (a: number, b: number): number => a + b;

function expectFold(rows: number, len: number, xs: readonly number[], f: (a: number, b: number) => number): number[] {
  return Array.from({ length: rows }, (_, r) => xs.slice(r * len, (r + 1) * len).reduce(f));
}

function expectScan(rows: number, len: number, xs: readonly number[], f: (a: number, b: number) => number): number[] {
  const out: number[] = [];
  for (let r = 0; r < rows; r++) {
    let acc = xs[r * len]!;
    out.push(acc);
    for (let j = 1; j < len; j++) out.push((acc = f(acc, xs[r * len + j]!)));
  }
  return out;
}

async function runFold(profile: ProfileName, scan: boolean, op: Lambda, rows: number, len: number, xs: readonly number[]): Promise<number[]> {
  const shape = [rows, len];
  const exp: Stmt['exp'] = scan
    ? { tag: 'scanomap', shape: shape.map(c), arrays: ['x'], map: idLam(2, 'int'), op, assoc: true }
    : { tag: 'redomap', shape: shape.map(c), arrays: ['x'], map: idLam(2, 'int'), op, neutral: [{ k: 'const', value: 0, elem: 'int' }], assoc: true };
  const program = prog([st(p('r', 'int', scan ? shape : [rows]), exp)], [v('r')], [p('x', 'int', shape)]);
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const r = await runOnGpu(ctx, kernelize(program, PROFILES[profile]), [arr('int', shape, xs)]);
  return [...r.results[0]!.data];
}

/** rows × len: a thread a row (≤ 32), one workgroup (≤ 16384), several and a second level, many rows. */
const SIZES: readonly [number, number][] = [[1, 1], [3, 31], [1, 33], [2, 255], [1, 257], [5, 4097], [1, 16385], [1, 70001], [3, 100003], [300, 700]];

if (on) {
  for (const profile of ['discrete', 'integrated'] as const) {
    for (const [name, op, f] of [['first non-zero', firstNonZero, first], ['int +', binLam('add', 'int'), plus]] as const) {
      test(`${profile}: ${name} folds and scans agree with JavaScript at every size`, async () => {
        let seed = 7;
        for (const [rows, len] of SIZES) {
          const xs = data(rows * len, seed++);
          assert.equal(await runFold(profile, false, op, rows, len, xs), expectFold(rows, len, xs, f), `fold ${rows}×${len}`);
          const got = await runFold(profile, true, op, rows, len, xs);
          const want = expectScan(rows, len, xs, f);
          const bad = got.findIndex((x, i) => x !== want[i]);
          assert.is(bad, -1, `scan ${rows}×${len}: element ${bad} is ${got[bad]}, expected ${want[bad]}`);
        }
      });
    }
  }
}

test.run();
