// Operations on irregular nested vectors are segmented: a fixed number of dispatches however many
// items there are (no dispatch per item). The count grows only with the levels of the scans and
// of the cooperative folds, a logarithm of the sizes: under the software profile 102 dispatches at
// 1,000 items, 116 at 4,000, then 137 at 16,000, 64,000, 256,000 and 1,024,000; the integrated
// profile's groups of 128 add a level by 1,024,000 (149). Between 64,000 and 256,000 items every
// profile has as many levels, so the same program there takes as many dispatches.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PROFILE_NAMES } from '../../passes/device-profiles.js';
import { program } from '../cpu/outcome.js';
import { gpuAvailable, run } from './harness.js';

const test = suite('gpu: irregular nested vectors take a fixed number of dispatches');
const on = await gpuAvailable(test, 'spec/gpu/ragged-dispatches.spec');

/** Selections, catenation and a segmented reduction over n items of lengths 1 and 3. */
const source = (n: number): string => `v←⍳¨${n}⍴1 3\nw←(⌽1↓v),v[⍳${n / 2}],(2↑v),⊂9 9\n+/+/¨w`;

/** Σ of the items' sums: ⌽1↓v (n-1 items), the first n/2, the first two, and 9 9. */
function expected(n: number): number {
  const sum = (i: number): number => (i % 2 === 0 ? 1 : 6);
  let s = 0;
  for (let i = 1; i < n; i++) s += sum(i);
  for (let i = 0; i < n / 2; i++) s += sum(i);
  return s + sum(0) + sum(1) + 18;
}

if (on) {
  for (const profile of PROFILE_NAMES) {
    test(`${profile}: 64,000 and 256,000 items, as many dispatches`, async () => {
      process.env['APLC_DEVICE_PROFILE'] = profile;
      try {
        const counts: number[] = [];
        for (const n of [64000, 256000]) {
          const r = await run(program(source(n)));
          assert.is(r.outputs[0]!.data[0], expected(n), `the sum over ${n} items`);
          counts.push(r.dispatches);
        }
        assert.is(counts[1], counts[0], `dispatches for 256,000 items (${counts[1]}) and 64,000 (${counts[0]})`);
      } finally {
        delete process.env['APLC_DEVICE_PROFILE'];
      }
    });
  }
}

test.run();
