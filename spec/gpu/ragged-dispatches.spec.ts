// Operations on irregular nested vectors are segmented: a fixed number of dispatches however many
// items there are (no dispatch per item). The count grows only with the levels of the scans and
// of the cooperative folds, a logarithm of the sizes. For this program (measured on llvmpipe):
// software 181 dispatches at 16,000, 32,000, 64,000 and 128,000 items; discrete 176, 180, 181,
// 181; integrated 180, 181, 181, 181 (its groups of 128 add a level by 256,000 items: 185).
// Between 64,000 and 128,000 items every profile has as many levels, so as many dispatches.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PROFILE_NAMES } from '../../passes/device-profiles.js';
import { program } from '../cpu/outcome.js';
import { gpuAvailable, run } from './harness.js';

const test = suite('gpu: irregular nested vectors take a fixed number of dispatches');
const on = await gpuAvailable(test, 'spec/gpu/ragged-dispatches.spec');

/** Selections, catenation, dyadic ¨ and a segmented reduction over n items of lengths 1 and 3. */
const source = (n: number): string => `v←⍳¨${n}⍴1 3\nw←(⌽1↓v),v[⍳${n / 2}],(2↑v),⊂9 9\n+/+/¨(1⌽¨2↑¨w),¨0`;

/** Σ of the sums of the items' first two elements: ⌽1↓v (n-1 items), the first n/2, the first two, and 9 9. */
function expected(n: number): number {
  const sum = (i: number): number => (i % 2 === 0 ? 1 : 3);
  let s = 0;
  for (let i = 1; i < n; i++) s += sum(i);
  for (let i = 0; i < n / 2; i++) s += sum(i);
  return s + sum(0) + sum(1) + 18;
}

if (on) {
  for (const profile of PROFILE_NAMES) {
    test(`${profile}: 64,000 and 128,000 items, as many dispatches`, async () => {
      process.env['APLC_DEVICE_PROFILE'] = profile;
      try {
        const counts: number[] = [];
        for (const n of [64000, 128000]) {
          const r = await run(program(source(n)));
          assert.is(r.outputs[0]!.data[0], expected(n), `the sum over ${n} items`);
          counts.push(r.dispatches);
        }
        assert.is(counts[1], counts[0], `dispatches for 128,000 items (${counts[1]}) and 64,000 (${counts[0]})`);
      } finally {
        delete process.env['APLC_DEVICE_PROFILE'];
      }
    });
  }
}

test.run();
