// Device memory of a run (gpu/runtime.ts, gpu/plan-slots.ts): the runtime allocates the memory
// plan's slots, once each, and a ⍣ loop's carried array swaps between the two of its pair, so a
// loop allocates nothing in an iteration, whatever its count, and its peak does not grow with the
// count. The figures are the runtime's (what it created and held), beside the plan's. Results
// stay those of the interpreter.
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
      assert.is(b.r.memory.inSlots.made, a.r.memory.inSlots.made, "the plan's slots made");
      assert.ok(b.r.memory.inSlots.placed >= a.r.memory.inSlots.placed + 190, `the longer loop places its values in the same slots: ${a.r.memory.inSlots.placed} then ${b.r.memory.inSlots.placed}`);
      assert.is(b.r.memory.reuses, a.r.memory.reuses, 'no array of an iteration comes from the run-time pool');
      for (const { out, ref } of [a, b]) {
        assert.is(out.length, ref.length);
        out.forEach((v, i) => assert.ok(Math.abs(v.data[0]! - ref[i]!.data[0]!) <= 1e-3 * Math.max(1, Math.abs(ref[i]!.data[0]!)), `${v.data[0]} vs ${ref[i]!.data[0]}`));
      }
    });
  }
}

const update = (n: number): string => `x←{v←⍵ ⋄ v[1+(+/v)|⍨≢v]←0 ⋄ v+1}⍣${n}⊢⍳1000\n⎕←+/x\n`;
const updateOnly = (n: number): string => `x←{v←⍵ ⋄ v[1+7|⌈/v]←⌈/v ⋄ v}⍣${n}⊢⍳1000\n⎕←+/x\n`;

if (on) {
  for (const [name, prog] of [['an indexed assignment then a map', update], ['an indexed assignment of the loop value itself', updateOnly]] as const) {
    test(`${name}: updated in place in a ⍣ loop (no copy an iteration)`, async () => {
      const a = await run(prog(5));
      const b = await run(prog(60));
      assert.is(b.r.memory.copies, a.r.memory.copies, 'copies');
      assert.is(b.r.memory.allocations, a.r.memory.allocations, 'allocations');
      assert.equal([...b.out[0]!.data], [...b.ref[0]!.data]);
      assert.equal([...a.out[0]!.data], [...a.ref[0]!.data]);
    });
  }
  test('a transpose or a reverse feeding a reduction is index arithmetic: no buffer for the view', async () => {
    const m = 'M←300 500⍴0.001×⍳150000\n';
    const v = 'V←0.001×⍳150000\n';
    for (const [plain, view] of [[`${m}⎕←+/+/M\n`, `${m}⎕←+/+/⍉M\n`], [`${v}⎕←+/V\n`, `${v}⎕←+/⌽V\n`]] as const) {
      const a = await run(plain);
      const b = await run(view);
      assert.is(b.r.memory.allocations, a.r.memory.allocations, view);
      // 150,000 floats are 600,000 bytes: neither the array nor its view is ever in memory
      assert.ok(b.r.memory.peakBytes < 100000, `${view}: peak ${b.r.memory.peakBytes} bytes`);
    }
  });

  test('the memory plan: a ⍣ loop makes the same allocations for 10 and 1000 iterations, on the device and in the plan', async () => {
    const prog = (n: number): string => `x←{⍵+1}⍣${n}⊢⍳1000\n⎕←+/x\n`;
    const a = await run(prog(10));
    const b = await run(prog(1000));
    assert.is(b.r.memory.allocations, a.r.memory.allocations, 'device allocations');
    assert.is(b.r.memory.peakBytes, a.r.memory.peakBytes, 'device peak');
    assert.ok(b.r.memory.inSlots.placed >= 1000, `the loop's values are placed in the plan's slots: ${b.r.memory.inSlots.placed}`);
    assert.ok(b.r.memory.inSlots.made <= b.r.memory.planned.allocations, `the runtime makes at most the plan's allocations: ${b.r.memory.inSlots.made} of ${b.r.memory.planned.allocations}`);
    assert.equal(b.r.memory.planned, a.r.memory.planned, 'planned figures');
    assert.is(a.r.memory.planned.perIteration, 0, 'the plan allocates nothing in an iteration');
    assert.ok(a.r.memory.planned.peakBytes !== null && a.r.memory.planned.peakBytes <= a.r.memory.peakBytes, 'the plan holds no more than the pool');
    assert.equal([...b.out[0]!.data], [...b.ref[0]!.data]);
  });

  test('Life 1024² runs at constant device memory: the grid and its pair, whatever the generations', async () => {
    const big = (n: number): string => life(n).replace('64 64⍴0', '1024 1024⍴0');
    // (a ⍣ of a few iterations may be unrolled into straight-line code: both counts here stay loops)
    const a = await run(big(8));
    const b = await run(big(20));
    assert.is(b.r.memory.allocations, a.r.memory.allocations, 'device allocations');
    assert.is(b.r.memory.peakBytes, a.r.memory.peakBytes, 'device peak');
    const grid = 1024 * 1024 * 4;
    // the pool alone held three grids (the pair and the grid being written); the plan's slots hold two, and the reduction's scratch
    assert.ok(b.r.memory.peakBytes < 2.1 * grid, `peak ${b.r.memory.peakBytes} bytes`);
    assert.ok(b.r.memory.planned.peakBytes !== null && b.r.memory.peakBytes <= b.r.memory.planned.peakBytes + grid / 64, `the runtime holds the plan's ${b.r.memory.planned.peakBytes} bytes and a reduction's scratch: ${b.r.memory.peakBytes}`);
    assert.equal([...b.out[0]!.data], [...b.ref[0]!.data]);
  });

  test('a destination read after the assignment is copied, not overwritten', async () => {
    const r = await run('v←⍳10\nw←v\nw[3]←0\n⎕←v\n⎕←w\n');
    assert.equal([...r.out[0]!.data], [...r.ref[0]!.data]);
    assert.equal([...r.out[1]!.data], [...r.ref[1]!.data]);
  });
}

test.run();
