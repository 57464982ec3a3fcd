// The bench's figures without a device: kernel time from the fastest runs, the copy yardstick,
// the per-profile columns and the --profiles option.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseProfiles, underProfile } from '../../bench/profiles.js';
import { copyBandwidth, kernelMs, markdown, type Report, type Row, type Timing } from '../../bench/report.js';

const test = suite('bench: report');

const timing = (runsMs: number[]): Timing => ({ medianMs: runsMs.length === 0 ? null : [...runsMs].sort((a, b) => a - b)[runsMs.length >> 1]!, runsMs, firstMs: 1, dispatches: 1, bytesPerElement: 4, mismatch: null, unavailable: null });

test('kernel time is the fastest call less the fastest transfers, none when not above zero', () => {
  assert.is(kernelMs(timing([9, 5, 30]), timing([2, 40, 3])), 3);
  assert.is(kernelMs(timing([2, 5]), timing([2, 4])), null);
  assert.is(kernelMs(timing([]), timing([1])), null);
});

test('copy bandwidth takes the better shape, per measure', () => {
  const bw = copyBandwidth({
    elements: 1e6, label: '', bytesMoved: 8e6, transfers: timing([2]),
    shapes: [{ shape: 'a', timing: timing([6]), gpuOnlyMs: 2 }, { shape: 'b', timing: timing([4]), gpuOnlyMs: null }],
  });
  assert.is(bw.kernel, 4); // 8e6 bytes in 2 ms
  assert.is(bw.gpuOnly, 4); // in 2 ms, the shape with no GPU-only figure left out
});

test('the tables name the adapter profile and give each forced profile a column', () => {
  const t = timing([10]);
  const row: Row = {
    name: '+/ (sum)', size: 'n', elements: 1000, bytesMoved: 4004, flops: null, compileMs: 1, compileUnfusedMs: 1,
    fused: t, fusedGpuOnlyMs: 0.002, profiles: [{ profile: 'discrete', timing: timing([12]), gpuOnlyMs: 0.004 }],
    unfused: t, handWritten: timing([8]), handWrittenName: 'cooperative +/', handWrittenGpuOnlyMs: 0.001,
    js: t, cpu: timing([5]), tf: t, transfers: timing([6]),
  };
  const rep: Report = { date: 'd', mode: 'quick', device: 'dev', adapterProfile: 'software', runs: 1, rows: [row],
    copy: { elements: 1000, label: 'x', bytesMoved: 8000, transfers: timing([1]), shapes: [{ shape: 'a', timing: timing([3]), gpuOnlyMs: 0.002 }] }, keepChain: null };
  const md = markdown(rep);
  assert.match(md, 'adapter profile: software');
  assert.match(md, '| aplc, adapter profile (software) | aplc, discrete | hand-written kernel |');
  // the cpu backend beside the JavaScript loop: 5 ms against 10, twice as fast
  assert.match(md, '| JS ms | aplc cpu ms | aplc cpu vs JS |');
  assert.match(md, '| 10.0 | 5.00 | 2.00× |');
  // call less transfers: copy 8000 bytes in 2 ms, aplc 4004 in 4 ms (a quarter of copy's rate), the
  // hand-written kernel in 2 ms (half of it); aplc ÷ hand-written 2.00×
  assert.match(md, '| 4.00 ms · 0.00 GB/s · 25 % | 6.00 ms · 0.00 GB/s · 17 % | cooperative +/ | 2.00 ms · 0.00 GB/s · 50 % | 2.00× |');
  // GPU-only: copy 8000 bytes in 2 µs = 4 GB/s; aplc 4004 bytes in 2 µs = 2 GB/s, half of it
  assert.match(md, '| 2.0 µs · 2.00 GB/s · 50 % | 4.0 µs · 1.00 GB/s · 25 % | cooperative +/ | 1.0 µs · 4.00 GB/s · 100 % | 2.00× |');
});

test('the peak-memory column gives the runtime\'s peak beside the plan\'s, and its share', () => {
  const t = timing([10]);
  const fused: Timing = { ...t, memory: { devicePeakBytes: 8000, plannedPeakBytes: 6000 } };
  const row: Row = {
    name: '+/ (sum)', size: 'n', elements: 1000, bytesMoved: 4004, flops: null, compileMs: 1, compileUnfusedMs: 1,
    fused, fusedGpuOnlyMs: null, profiles: [], unfused: t, handWritten: t, handWrittenName: null, handWrittenGpuOnlyMs: null,
    js: t, cpu: t, tf: t, transfers: t,
  };
  const rep: Report = { date: 'd', mode: 'quick', device: 'dev', adapterProfile: 'software', runs: 1, rows: [row],
    copy: { elements: 1000, label: 'x', bytesMoved: 8000, transfers: timing([1]), shapes: [{ shape: 'a', timing: timing([3]), gpuOnlyMs: null }] }, keepChain: null };
  assert.match(markdown(rep), '| peak bytes device / plan |');
  assert.match(markdown(rep), '| 8000 / 6000 (75%) |');
  const unknown = { ...rep, rows: [{ ...row, fused: { ...t, memory: { devicePeakBytes: 8000, plannedPeakBytes: null } } }] };
  assert.match(markdown(unknown), '| 8000 / — |');
});

test('--profiles takes known names and says which are not', () => {
  assert.equal(parseProfiles('software, discrete'), ['software', 'discrete']);
  assert.equal(parseProfiles('software,gpu'), { error: '--profiles: unknown profile gpu (known: software, discrete, integrated)' });
});

test('a forced profile is set for the call alone, also when it throws; null unsets it', async () => {
  process.env['APLC_DEVICE_PROFILE'] = 'integrated';
  assert.is(await underProfile('discrete', async () => process.env['APLC_DEVICE_PROFILE']), 'discrete');
  assert.is(await underProfile(null, async () => process.env['APLC_DEVICE_PROFILE']), undefined);
  await underProfile('software', async () => {
    throw new Error('x');
  }).catch(() => undefined);
  assert.is(process.env['APLC_DEVICE_PROFILE'], 'integrated');
  delete process.env['APLC_DEVICE_PROFILE'];
});

test('the keep: true section gives both chains and the speed-up, and says when they differ', () => {
  const base: Report = { date: 'd', mode: 'quick', device: 'dev', adapterProfile: 'software', runs: 1, rows: [],
    copy: { elements: 1000, label: 'x', bytesMoved: 8000, transfers: timing([1]), shapes: [{ shape: 'a', timing: timing([3]), gpuOnlyMs: 0.002 }] }, keepChain: null };
  assert.not.match(markdown(base), 'keep: true');
  const keepChain = { elements: 4, label: '2²⁰ f32', calls: 20, plain: timing([300]), kept: timing([100]) };
  const md = markdown({ ...base, keepChain });
  assert.match(md, '| plain calls | 300.0 | 1.00× |');
  assert.match(md, '| `{ keep: true }` | 100.0 | 3.00× |');
  assert.not.match(md, 'Mismatch');
  assert.match(markdown({ ...base, keepChain: { ...keepChain, kept: { ...timing([100]), mismatch: '1 of 4 elements' } } }), 'Mismatch: 1 of 4 elements');
});

test.run();
