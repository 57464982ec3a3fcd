// Workgroup-tiled folds (gpu/kernels-tiled.ts) on the device under the discrete profile, against
// the interpreter: int products (exact), with partial tiles at every edge, leading dimensions, a
// computed row side, and a max-plus product (another commutative operator with a neutral).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import { acquireGpu } from '../../gpu/device.js';
import { runOnGpu } from '../../gpu/exec.js';
import { interpret } from '../../core-ir/interp.js';
import { kernelize } from '../../passes/kernelize.js';
import { PROFILES } from '../../passes/device-profiles.js';
import type { ArrayValue } from '../../core-ir/value.js';
import { gpuAvailable } from './harness.js';

const test = suite('gpu: tiled folds');
const on = await gpuAvailable(test, 'spec/gpu/tiled.spec');

async function both(src: string): Promise<[ArrayValue[], ArrayValue[], string]> {
  const r = compileSource(src, 't.apl');
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  const ref: ArrayValue[] = [];
  interpret(r.right.ir, [], (v) => ref.push(v));
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const kp = kernelize(r.right.ir, PROFILES.discrete);
  const got: ArrayValue[] = [];
  await runOnGpu(ctx, kp, [], (v) => got.push(v));
  const { printProgram } = await import('../../core-ir/print.js');
  return [ref, got, printProgram(kp)];
}

const PROGRAMS: readonly [string, string][] = [
  ['a 100×70 by 70×90 int product', 'a←100 70⍴⍳7\nb←70 90⍴⍳5\na+.×b\n'],
  ['partial tiles on every edge (65×17 by 17×65)', 'a←65 17⍴⍳9\nb←17 65⍴⍳4\na+.×b\n'],
  ['a leading dimension (3×70×20 by 20×90)', 'a←3 70 20⍴⍳11\nb←20 90⍴⍳7\na+.×b\n'],
  ['a computed row side', 'a←80 30⍴⍳13\nb←30 70⍴⍳3\n(1+2×a)+.×b\n'],
  ['max-plus', 'a←90 25⍴⍳17\nb←25 80⍴⌽⍳19\na⌈.+b\n'],
];

if (on) {
  for (const [name, src] of PROGRAMS) {
    test(`${name}: tiled on discrete, equal to the interpreter`, async () => {
      const [ref, got, ir] = await both(src);
      assert.ok(ir.includes('tiled'), `not planned as tiles:\n${ir}`);
      assert.is(got.length, ref.length);
      ref.forEach((r, k) => {
        assert.equal([...got[k]!.shape], [...r.shape]);
        const bad = [...r.data].findIndex((x, i) => got[k]!.data[i] !== x);
        assert.is(bad, -1, `element ${bad}: ${got[k]!.data[bad]} on webgpu, ${r.data[bad]} in the interpreter`);
      });
    });
  }
}

test.run();
