// The one backend rule of the command and the API (api/auto-backend.ts chooseDevice): the host
// backends take no device, an f64 program asked for webgpu or auto goes to cpu, auto is
// chooseAutoBackend's choice, and webgpu is the device or the report that there is none.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseAutoBackend, chooseDevice } from '../../api/auto-backend.js';
import { acquireGpu, releaseGpu } from '../../gpu/device.js';

test.after(() => releaseGpu());

test('cpu and interp take no device, whatever the width', async () => {
  for (const asked of ['cpu', 'interp'] as const) {
    for (const float of [undefined, 'f32', 'f64'] as const) {
      const c = await chooseDevice(asked, float);
      assert.equal(c, { ctx: null, f64OnCpu: false, noAdapter: false }, `${asked} ${float}`);
    }
  }
});

test('an f64 program asked for webgpu or auto goes to the cpu backend, adapter or not', async () => {
  for (const asked of ['webgpu', 'auto'] as const) {
    const c = await chooseDevice(asked, 'f64');
    assert.equal(c, { ctx: null, f64OnCpu: true, noAdapter: false }, asked);
  }
});

test('auto is chooseAutoBackend’s choice, with its reason', async () => {
  const c = await chooseDevice('auto', 'f32');
  const auto = await chooseAutoBackend();
  assert.is(c.ctx, auto.ctx);
  assert.is(c.autoReason, auto.reason);
  assert.is(c.noAdapter, false);
});

test('webgpu is the device, or says there is none', async () => {
  const c = await chooseDevice('webgpu', undefined);
  const ctx = await acquireGpu();
  assert.is(c.ctx, ctx);
  assert.is(c.noAdapter, ctx === null);
  assert.is(c.autoReason, undefined);
});

test.run();
