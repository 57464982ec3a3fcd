// `{ keep: true }`: a call's result stays where the run left it (a GPU buffer on WebGPU), as a
// DeviceArray that later calls take as an argument and `read()` brings to the host (issue 17).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AplArray, AplError, bool, compile, DeviceArray, f32, i32 } from '../../index.js';
import { acquireGpu } from '../../gpu/device.js';
import { devicePool } from '../../gpu/device-pool.js';
import { gpuAvailable } from '../gpu/harness.js';

const on = await gpuAvailable(test, 'spec/embed/keep.spec');

// explicitly on WebGPU: `auto` picks the cpu backend where the only adapter is a software rasteriser
const step = compile('{(⍵×0.5)+1}', { signature: '⍵ f32[n] → f32[n]', backend: 'webgpu' });
const sum = compile('{+/⍵}', { signature: '⍵ f32[n] → f32', backend: 'webgpu' });

/** The same chain computed in f32 on the host: x ← 1 + x×0.5, k times. */
function hostChain(xs: Float32Array, k: number): Float32Array {
  const out = Float32Array.from(xs);
  for (let j = 0; j < k; j++) for (let i = 0; i < out.length; i++) out[i] = Math.fround(Math.fround(out[i]! * 0.5) + 1);
  return out;
}

const backends: readonly ('webgpu' | 'cpu' | 'interp')[] = on ? ['webgpu', 'cpu', 'interp'] : ['cpu', 'interp'];
for (const backend of backends) {
  const stepOn = compile('{(⍵×0.5)+1}', { signature: '⍵ f32[n] → f32[n]', backend });
  test(`${backend}: a chain of kept results gives what a chain of plain calls gives`, async () => {
    const xs = Float32Array.from({ length: 3000 }, (_, i) => (i % 17) - 8);
    let d = await stepOn(f32(xs), { keep: true });
    assert.ok(d instanceof DeviceArray);
    assert.is(d.onDevice, backend === 'webgpu');
    assert.equal([...d.shape], [3000]);
    for (let k = 1; k < 20; k++) {
      const next = await stepOn(d, { keep: true });
      d.free();
      d = next;
    }
    const got = await d.read();
    assert.equal([...got.data], [...hostChain(xs, 20)]);
    d.free();
  });
}

if (on) {
  test('a kept array is an argument of another function, and of an untyped one', async () => {
    const xs = f32([1, 2, 3, 4]);
    const d = await step(xs, { keep: true });
    assert.is((await sum(d)).item(), 1.5 + 2 + 2.5 + 3);
    const rev = compile('{⌽⍵}', { backend: 'webgpu' });
    assert.equal((await rev(d)).toArray(), [3, 2.5, 2, 1.5]);
    // plain calls leave it as it was: it can be read, and used again
    assert.equal((await d.read()).toArray(), [1.5, 2, 2.5, 3]);
    d.free();
  });

  test('a kept bool array widens where an f32 vector is declared', async () => {
    const not = compile('{~⍵}', { signature: '⍵ bool[n] → bool[n]', backend: 'webgpu' });
    const d = await not(bool([1, 0, 0, 1]), { keep: true });
    assert.is(d.elem, 'bool');
    assert.is((await sum(d)).item(), 2);
    d.free();
  });

  test('a function returning its argument gives a buffer of its own', async () => {
    const same = compile('{⍵}', { signature: '⍵ f32[n] → f32[n]', backend: 'webgpu' });
    const a = await step(f32([2, 4]), { keep: true });
    const b = await same(a, { keep: true });
    a.free();
    assert.equal((await b.read()).toArray(), [2, 3]);
    b.free();
  });

  test('a scalar result is kept on the host', async () => {
    const d = await sum(f32([1, 2, 3]), { keep: true });
    assert.is(d.onDevice, false);
    assert.is((await d.read()).item(), 6);
  });

  test('the signature is checked against a kept array: rank, element type, and size names', async () => {
    const m = await compile('{⍵}', { signature: '⍵ i32[r,c] → i32[r,c]', backend: 'webgpu' })(i32([[1, 2], [3, 4]]), { keep: true });
    try {
      await sum(m as never); // the type rejects it too
      assert.unreachable('a matrix where a vector is declared');
    } catch (e) {
      assert.instance(e, AplError);
      assert.match(String((e as Error).message), /RANK ERROR/);
    }
    const dot = compile('{+/⍺×⍵}', { signature: '⍺ f32[n] ⍵ f32[n] → f32', backend: 'webgpu' });
    const three = await step(f32([1, 2, 3]), { keep: true });
    try {
      await dot(three, f32([1, 2]));
      assert.unreachable('n bound to 3 and 2');
    } catch (e) {
      assert.match(String((e as Error).message), /LENGTH ERROR: n: 3 from ⍺, 2 from ⍵/);
    }
    assert.is((await dot(three, three)).item(), 1.5 * 1.5 + 2 * 2 + 2.5 * 2.5);
    m.free();
    three.free();
  });

  test('a chain of kept calls takes its buffers from the device pool, not new ones', async () => {
    const ctx = await acquireGpu();
    if (ctx === null) throw new Error('no GPU');
    const pool = devicePool(ctx.device);
    let d = await step(f32(Float32Array.from({ length: 4099 }, (_, i) => i % 7)), { keep: true });
    const before = pool.takes;
    for (let k = 0; k < 10; k++) {
      const next = await step(d, { keep: true });
      d.free();
      d = next;
    }
    // each call: its status word and its result, the buffer freed after the call before
    assert.ok(pool.takes - before >= 2 * 10 - 2, `${pool.takes - before} buffers taken from the pool`);
    d.free();
  });

  test('a kept array freed as a call that takes it starts is not reused before that call ends', async () => {
    const xs = Float32Array.from({ length: 5003 }, (_, i) => (i % 13) - 6);
    const d = await step(f32(xs), { keep: true });
    const pending = step(d, { keep: true });
    d.free();
    // made at once, the other call's result must not take d's buffer while the first reads it
    const other = step(f32(new Float32Array(5003).fill(100)), { keep: true });
    const [a, b] = await Promise.all([pending, other]);
    assert.equal([...(await a.read()).data], [...hostChain(xs, 2)]);
    assert.equal([...(await b.read()).data], [...new Float32Array(5003).fill(51)]);
    a.free();
    b.free();
  });

  test('a run-time error of a kept call is an AplError, and frees what it kept', async () => {
    const pick = compile('{⍵[⍳5]}', { signature: '⍵ f32[n] → f32[5]', backend: 'webgpu' });
    try {
      await pick(f32([1, 2]), { keep: true });
      assert.unreachable('index past the end');
    } catch (e) {
      assert.instance(e, AplError);
      assert.match(String((e as Error).message), /INDEX ERROR/);
    }
  });
}

test('a freed DeviceArray is a VALUE ERROR as an argument, and read() rejects', async () => {
  const d = await compile('{⍵+1}', { signature: '⍵ f32[n] → f32[n]', backend: 'cpu' })(f32([1]), { keep: true });
  d.free();
  d.free();
  try {
    await compile('{+/⍵}', { signature: '⍵ f32[n] → f32', backend: 'cpu' })(d);
    assert.unreachable('a freed array');
  } catch (e) {
    assert.instance(e, AplError);
    assert.match(String((e as Error).message), /VALUE ERROR: ⍵: this DeviceArray was freed/);
  }
  try {
    await d.read();
    assert.unreachable('read after free');
  } catch (e) {
    assert.match(String((e as Error).message), /freed/);
  }
});

test('{ keep: false } is a plain call', async () => {
  const inc = compile('{⍵+1}', { signature: '⍵ f32[n] → f32[n]', backend: 'cpu' });
  const r: unknown = await inc(f32([1, 2]), { keep: false } as never);
  assert.instance(r, AplArray);
  assert.equal((r as AplArray).toArray(), [2, 3]);
});

test.run();
