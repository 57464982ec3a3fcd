// The device's pool of buffers across runs (gpu/device-pool.ts): bounded by bytes and by age,
// closed with the device; and what the runtime does with a buffer it takes from it (a buffer its
// maker writes whole is not cleared, one that must read as zeros is).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import { acquireGpu, releaseGpu, type GpuContext } from '../../gpu/device.js';
import { DevicePool, devicePool } from '../../gpu/device-pool.js';
import { runOnGpu } from '../../gpu/exec.js';
import { GpuRuntime, type BufferStart } from '../../gpu/runtime.js';
import { gpuAvailable } from './harness.js';

const test = suite('gpu: the device pool');

/** A stand-in for a GPUBuffer: the pool reads its size and usage and may destroy it. */
interface FakeBuffer {
  readonly size: number;
  readonly usage: number;
  destroyed: boolean;
  destroy(): void;
}
const fake = (size: number, usage = 1): FakeBuffer => ({
  size,
  usage,
  destroyed: false,
  destroy() {
    this.destroyed = true;
  },
});
const asGpu = (b: FakeBuffer): GPUBuffer => b as unknown as GPUBuffer;

function clockedPool(maxBytes: number, maxAgeMs: number): { pool: DevicePool; clock: { t: number } } {
  const clock = { t: 0 };
  return { pool: new DevicePool({ maxBytes, maxAgeMs }, () => clock.t), clock };
}

test('a buffer given is taken again at its size and usage only, once', () => {
  const { pool } = clockedPool(1000, 1000);
  const b = fake(64, 8);
  pool.give(asGpu(b));
  assert.is(pool.take(64, 4), null, 'another usage');
  assert.is(pool.take(32, 8), null, 'another size');
  assert.is(pool.take(64, 8), asGpu(b));
  assert.is(pool.take(64, 8), null, 'taken already');
  assert.is(b.destroyed, false);
  assert.is(pool.takes, 1);
  assert.is(pool.bytesHeld, 0);
});

test('past its byte bound the pool destroys the buffers given longest ago', () => {
  const { pool, clock } = clockedPool(100, 10_000);
  const [a, b, c] = [fake(40), fake(40), fake(40)];
  for (const x of [a, b, c]) {
    pool.give(asGpu(x));
    clock.t++;
  }
  assert.equal([a.destroyed, b.destroyed, c.destroyed], [true, false, false]);
  assert.is(pool.bytesHeld, 80);
  const huge = fake(200);
  pool.give(asGpu(huge));
  assert.ok(huge.destroyed, 'a buffer larger than the bound is not kept');
  assert.is(pool.bytesHeld, 80);
});

test('a buffer not taken within the age bound is destroyed', () => {
  const { pool, clock } = clockedPool(1000, 50);
  const old = fake(16);
  pool.give(asGpu(old));
  clock.t = 40;
  const young = fake(16);
  pool.give(asGpu(young));
  clock.t = 60;
  assert.is(pool.take(16, 1), asGpu(young), 'the old one went at its age');
  assert.ok(old.destroyed);
  assert.is(young.destroyed, false);
});

test('emptied and closed, the pool destroys what it held and every later gift', () => {
  const { pool } = clockedPool(1000, 1000);
  const held = fake(16);
  pool.give(asGpu(held));
  pool.empty(true);
  assert.ok(held.destroyed);
  const later = fake(16);
  pool.give(asGpu(later));
  assert.ok(later.destroyed);
  assert.is(pool.take(16, 1), null);
});

const on = await gpuAvailable(test, 'spec/gpu/device-pool.spec');

async function gpu(): Promise<GpuContext> {
  const ctx = await acquireGpu();
  if (ctx === null) throw new Error('no GPU');
  return ctx;
}

/** One run that uploads `data` and ends, leaving its buffer to the device's pool. */
async function leaveInPool(ctx: GpuContext, data: readonly number[]): Promise<void> {
  const rt = new GpuRuntime(ctx);
  const a = rt.upload({ elem: 'int', shape: [data.length], data: Int32Array.from(data) }, null);
  await rt.read(a);
  rt.release(a.buf);
  await rt.dispose();
}

/** The elements of a new array of `n` ints made as `start` says, in a run of its own. */
async function newArrayReads(ctx: GpuContext, n: number, start: BufferStart): Promise<number[]> {
  const rt = new GpuRuntime(ctx);
  const d = rt.newArray('int', [n], null, start);
  const v = await rt.read(d);
  rt.release(d.buf);
  await rt.dispose();
  return [...v.data];
}

if (on) {
  // a size no other test uses, so that the buffer taken is the one this test left
  const odd = [7, -3, 11, 2, 5, 9, -8];

  test('a buffer taken from the pool is cleared for an array that must read as zeros', async () => {
    const ctx = await gpu();
    await leaveInPool(ctx, odd);
    const before = devicePool(ctx.device).takes;
    assert.equal(await newArrayReads(ctx, odd.length, 'zeroed'), odd.map(() => 0));
    assert.ok(devicePool(ctx.device).takes > before, 'the buffer came from the pool');
  });

  test('and is not cleared for one its kernel overwrites whole', async () => {
    const ctx = await gpu();
    await leaveInPool(ctx, odd);
    // nothing writes it here, so it still holds what the last run left: no clear was recorded
    assert.equal(await newArrayReads(ctx, odd.length, 'overwritten'), odd);
  });

  test('a second run of a program takes its buffers from the pool, and computes the same', async () => {
    const c = compileSource('x←0.5×1+⍳7919\n⎕←+/x×x\n⎕←⌽x\n', 'p.apl');
    if (isLeft(c)) throw new Error(c.left.map((d) => d.message).join('; '));
    const ctx = await gpu();
    const out1: number[][] = [];
    await runOnGpu(ctx, c.right.ir, [], (v) => out1.push([...v.data]));
    const before = devicePool(ctx.device).takes;
    const out2: number[][] = [];
    const r = await runOnGpu(ctx, c.right.ir, [], (v) => out2.push([...v.data]));
    assert.equal(out2, out1);
    assert.ok(devicePool(ctx.device).takes - before >= r.memory.allocations, `${devicePool(ctx.device).takes - before} taken, ${r.memory.allocations} allocations`);
  });

  test('released with the device, the pool holds nothing', async () => {
    const ctx = await gpu();
    await leaveInPool(ctx, odd);
    const pool = devicePool(ctx.device);
    assert.ok(pool.bytesHeld > 0);
    releaseGpu();
    assert.is(pool.bytesHeld, 0);
  });
}

test.run();
