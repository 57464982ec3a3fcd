// The embedding API's deviceProfile option: the WebGPU kernels of a compiled function are planned
// for the profile named, whatever the adapter. Observable in the dispatches of one call: a sum of
// 6,000 floats is one workgroup on a GPU profile, and two levels of barrier-free chunks on the
// software profile. An unknown name is refused when compiling.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile, f32 } from '../../index.js';
import { gpuAvailable } from '../gpu/harness.js';

const on = await gpuAvailable(test, 'spec/embed/device-profile.spec');

if (on) {
  test('deviceProfile plans the kernels for that profile', async () => {
    const xs = Float32Array.from({ length: 6000 }, (_, i) => (i % 7) * 0.5);
    const want = xs.reduce((a, b) => a + b, 0);
    const counts: Record<string, number> = {};
    for (const deviceProfile of ['software', 'discrete', 'integrated'] as const) {
      const sum = compile('{+/⍵}', { signature: '⍵ f32[n] → f32', backend: 'webgpu', deviceProfile });
      const r = await sum.run(f32(xs));
      assert.ok(Math.abs(Number(r.value.data[0]) - want) <= 1e-4 * want, `${deviceProfile}: ${r.value.data[0]} vs ${want}`);
      counts[deviceProfile] = r.dispatches;
    }
    assert.equal(counts, { software: 2, discrete: 1, integrated: 1 });
  });
}

test('an unknown deviceProfile is refused when compiling', () => {
  assert.throws(() => compile('{+/⍵}', { signature: '⍵ f32[n] → f32', deviceProfile: 'gpu' as 'discrete' }), /unknown device profile 'gpu' \(known: software, discrete, integrated\)/);
});

test.run();
