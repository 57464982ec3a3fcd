// Device memory of a run (gpu/runtime.ts): a released buffer is taken again by the next array of
// its size, so a ⍣ loop allocates in its first iterations only, whatever its count, and its peak
// does not grow with the count. Results stay those of the interpreter.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import { acquireGpu } from '../../gpu/device.js';
import { runOnGpu, type GpuRunResult } from '../../gpu/exec.js';
import { interpret } from '../../core-ir/interp.js';
import type { ArrayValue } from '../../core-ir/value.js';
import { gpuAvailable } from './harness.js';

const test = suite('gpu: device memory');
const on = await gpuAvailable(test, 'spec/gpu/memory.spec');

async function run(src: string): Promise<{ r: GpuRunResult; out: ArrayValue[]; ref: ArrayValue[] }> {
  const c = compileSource(src, 'm.apl');
  if (isLeft(c)) throw new Error(c.left.map((d) => d.message).join('; '));
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  const out: ArrayValue[] = [];
  const r = await runOnGpu(ctx, c.right.ir, [], (v) => out.push(v));
  const ref: ArrayValue[] = [];
  interpret(c.right.ir, [], (v) => ref.push(v));
  return { r, out, ref };
}

const step = (n: number): string => `x←{0.5×⍵+⌽⍵}⍣${n}⊢0.001×⍳50000\n⎕←+/x\n`;
const life = (n: number): string =>
  `g←64 64⍴0\ng[1;2]←1\ng[2;3]←1\ng[3;1 2 3]←1\nx←{s←(⊖⍵)+(1⊖⍵)+(¯1⊖⍵)+(⌽⍵)+(1⌽⍵)+(¯1⌽⍵)+(1⊖1⌽⍵)+(¯1⊖¯1⌽⍵) ⋄ (s=3)∨⍵∧s=2}⍣${n}⊢g\n⎕←+/,x\n`;

if (on) {
  for (const [name, prog] of [['a vector step', step], ['Life on 64×64', life]] as const) {
    test(`${name}: ⍣10 and ⍣200 make the same allocations and peak`, async () => {
      const a = await run(prog(10));
      const b = await run(prog(200));
      assert.is(b.r.memory.allocations, a.r.memory.allocations, 'allocations');
      assert.is(b.r.memory.peakBytes, a.r.memory.peakBytes, 'peak bytes');
      assert.ok(b.r.memory.reuses > a.r.memory.reuses, 'the longer loop reuses more');
      for (const { out, ref } of [a, b]) {
        assert.is(out.length, ref.length);
        out.forEach((v, i) => assert.ok(Math.abs(v.data[0]! - ref[i]!.data[0]!) <= 1e-3 * Math.max(1, Math.abs(ref[i]!.data[0]!)), `${v.data[0]} vs ${ref[i]!.data[0]}`));
      }
    });
  }
}

test.run();
