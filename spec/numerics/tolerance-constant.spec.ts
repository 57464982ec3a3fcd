// A tolerant comparison of floats with a constant (`4≥x`, `x=0.1`) is lowered as one test of x
// against an end of the interval of f32 values tolerantly equal to the constant
// (ops/tolerantIntervalF32), where the general form writes out |x-c| ≤ ⎕CT×(|x|⌈|c|) in ten ops.
// The interval must give exactly the written-out test's answer for every f32 x: checked here on
// every f32 within hundreds of ulps of many constants (the boundary), on values far away, and end
// to end, the constant form against the same comparison with the constant passed as an argument.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from '../../index.js';
import { DEFAULT_TOLERANCE, tolerantIntervalF32 } from '../../ops/tolerance.js';
import { gpuAvailable } from '../gpu/harness.js';
import { xorshift } from './xorshift.js';

const f = Math.fround;

/** The test the general lowering writes out (passes/lower-tolerance.ts equal), on f32 values. */
function writtenOut(x: number, c: number, ct: number): boolean {
  if (x === c) return true;
  const scale = Math.max(Math.abs(x), Math.abs(c));
  const slack = f(ct * scale);
  return slack < scale && Math.abs(f(x - c)) <= slack;
}

function stepF32(x: number, steps: number): number {
  const b = new Float32Array([x]);
  const i = new Int32Array(b.buffer);
  // walk the f32 number line: negative values count down in their bits
  let k = x < 0 || Object.is(x, -0) ? -(i[0]! & 0x7fffffff) : i[0]!;
  k += steps;
  i[0] = k < 0 ? (-k | 0x80000000) : k;
  return b[0]!;
}

const CONSTANTS = [4, 1, 0.1, -0.1, 0.5, 3, -7.25, 2 ** -120, 1e-30, 1e30, -1e30, 3.4e38, 0.3, 100, 2 ** 24, 2 ** 24 - 1, 1 - 2 ** -24];
const TOLERANCES = [DEFAULT_TOLERANCE.f32, 2 ** -16, f(1e-10), 2 ** -30];

test('the interval holds exactly the f32 values the written-out test finds equal to the constant', () => {
  const rnd = xorshift(7);
  const constants = [...CONSTANTS.map(f), ...Array.from({ length: 40 }, () => f((rnd() - 0.5) * 10 ** Math.floor(rnd() * 20 - 10)))];
  for (const ct of TOLERANCES) {
    for (const c of constants) {
      const ends = tolerantIntervalF32(c, ct);
      assert.ok(ends !== null, `${c} has an interval`);
      const [lo, hi] = ends!;
      assert.ok(lo <= c && c <= hi, `${c} lies in [${lo}, ${hi}]`);
      const xs = [0, -0, -c, 2 * c, f(2 * c), f(c / 2), 1, -1, 3.4e38, -3.4e38, 2 ** -149];
      for (let k = -600; k <= 600; k++) xs.push(stepF32(c, k));
      for (let k = -8; k <= 8; k++) xs.push(stepF32(f(2 * c), k), stepF32(-c, k), stepF32(0, k));
      for (let j = 0; j < 200; j++) xs.push(f((rnd() - 0.5) * 4 * c));
      for (const x of xs) {
        if (!Number.isFinite(x)) continue;
        const want = writtenOut(x, c, ct);
        assert.is(lo <= x && x <= hi, want, `x=${x} c=${c} ⎕CT=${ct}: the written-out test says ${want}`);
      }
    }
  }
});

test('a constant that is not a finite f32 has no interval (the general form is kept)', () => {
  assert.is(tolerantIntervalF32(0.1, DEFAULT_TOLERANCE.f32), null);
  assert.is(tolerantIntervalF32(Infinity, DEFAULT_TOLERANCE.f32), null);
  assert.equal(tolerantIntervalF32(0, DEFAULT_TOLERANCE.f32), [0, 0]);
});

type Backend = 'interp' | 'cpu' | 'webgpu';
const GLYPHS = ['=', '≠', '<', '≤', '>', '≥'] as const;

/** Each comparison with the constant 4 (and 0.1) written in the program, on each side, against the same with the constant an argument. */
async function constantFormAgrees(backend: Backend): Promise<void> {
  for (const c of [4, 0.1]) {
    const base = f(c);
    const xs = Float32Array.from([...Array.from({ length: 161 }, (_, k) => stepF32(base, k - 80)), 0, -base, 2 * base]);
    const cs = new Float32Array(xs.length).fill(base);
    for (const g of GLYPHS) {
      const general = compile(`{⍺${g}⍵}`, { signature: '⍺ f32[n] ⍵ f32[n] → bool[n]', backend });
      const right = compile(`{⍵${g}${c}}`, { signature: '⍵ f32[n] → bool[n]', backend });
      const left = compile(`{${c}${g}⍵}`, { signature: '⍵ f32[n] → bool[n]', backend });
      const wantRight = Array.from((await general(xs, cs)).data);
      const wantLeft = Array.from((await general(cs, xs)).data);
      assert.equal(Array.from((await right(xs)).data), wantRight, `${backend}: ⍵${g}${c}`);
      assert.equal(Array.from((await left(xs)).data), wantLeft, `${backend}: ${c}${g}⍵`);
      // the boundary is really crossed: both answers occur near the constant
      assert.ok(wantRight.includes(0) && wantRight.includes(1), `${g}: both answers near ${c}`);
    }
  }
}

test('interp: x op constant gives what x op y gives with y the constant', () => constantFormAgrees('interp'));
test('cpu: x op constant gives what x op y gives with y the constant', () => constantFormAgrees('cpu'));

const gpu = await gpuAvailable(test, 'spec/numerics/tolerance-constant.spec');
if (gpu) {
  test('webgpu: x op constant gives what x op y gives with y the constant', () => constantFormAgrees('webgpu'));
}

test.run();
