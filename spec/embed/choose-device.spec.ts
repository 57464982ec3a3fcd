// The one backend rule of the command and the API (api/auto-backend.ts chooseDevice): the host
// backends take no device; an f64 program asked for webgpu or auto goes to cpu where WebGPU's
// double-float pairs lack one of its ops (or its result is to be kept on the device), and to the
// GPU otherwise; auto is chooseAutoBackend's choice, and webgpu is the device or the report that
// there is none.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { chooseAutoBackend, chooseDevice } from '../../api/auto-backend.js';
import { compileSource } from '../../cli/driver.js';
import type { Program } from '../../core-ir/syntax.js';
import { acquireGpu, releaseGpu } from '../../gpu/device.js';

test.after(() => releaseGpu());

function program(text: string): Program<'soacs'> {
  const r = compileSource(text, 'choose.apl');
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  return r.right.ir;
}

const f32Sum = (): Program<'soacs'> => program('+/1.5 2.5');
const f64Sum = (): Program<'soacs'> => program('⎕FR←645\n+/1.5 2.5');
const f64Exp = (): Program<'soacs'> => program('⎕FR←645\n*1.5 2.5');

test('cpu and interp take no device, whatever the width', async () => {
  for (const asked of ['cpu', 'interp'] as const) {
    for (const p of [f32Sum(), f64Sum(), f64Exp()]) {
      const c = await chooseDevice(asked, p);
      assert.equal(c, { ctx: null, noAdapter: false }, `${asked} ${p.float}`);
    }
  }
});

test('an f64 program using an op the pairs lack goes to the cpu backend, adapter or not, and says which', async () => {
  for (const asked of ['webgpu', 'auto'] as const) {
    const c = await chooseDevice(asked, f64Exp());
    assert.is(c.ctx, null, asked);
    assert.is(c.noAdapter, false, asked);
    assert.match(c.f64OnCpu ?? '', /exp/, asked);
  }
});

test('an f64 program the pairs compute goes to the device asked for; kept, it stays on the host', async () => {
  const ctx = await acquireGpu();
  const c = await chooseDevice('webgpu', f64Sum());
  assert.is(c.ctx, ctx);
  assert.is(c.f64OnCpu, undefined);
  const kept = await chooseDevice('webgpu', f64Sum(), true);
  assert.is(kept.ctx, null);
  assert.match(kept.f64OnCpu ?? '', /keep/);
  const f32Kept = await chooseDevice('webgpu', f32Sum(), true);
  assert.is(f32Kept.ctx, ctx);
});

test('auto is chooseAutoBackend’s choice, with its reason', async () => {
  const c = await chooseDevice('auto', f32Sum());
  const auto = await chooseAutoBackend();
  assert.is(c.ctx, auto.ctx);
  assert.is(c.autoReason, auto.reason);
  assert.is(c.noAdapter, false);
});

test('webgpu is the device, or says there is none', async () => {
  const c = await chooseDevice('webgpu', f32Sum());
  const ctx = await acquireGpu();
  assert.is(c.ctx, ctx);
  assert.is(c.noAdapter, ctx === null);
  assert.is(c.autoReason, undefined);
});

test.run();
