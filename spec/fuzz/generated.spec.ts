// Generated programs on every backend (issue 15, "Keep generating programs"): a fixed number from a
// fixed seed, so that `npm test` is repeatable and bounded; `npm run fuzz` runs the same generator
// without a bound. A failure prints the program fast-check shrank it to.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { shutdownGpu } from '../../cli/driver.js';
import { acquireGpu } from '../../gpu/device.js';
import { generateProgram } from './gen-program.js';
import { choiceSequences, checkGenerated, textHash, type ProgramReport } from './program-property.js';

const SEED = 1511;
const RUNS = 150;
/** one program in this many also runs under every device profile */
const PROFILE_SHARE = 5;

const requireGpu = process.env.APLC_REQUIRE_GPU === '1';
const gpu = (await acquireGpu()) !== null;
if (!gpu && !requireGpu) console.log('note: no WebGPU adapter; generated programs run on interp and cpu only');

const seen = new Map<string, ProgramReport>();

test('generated programs agree on every backend, with no internal error', async () => {
  assert.ok(gpu || !requireGpu, 'APLC_REQUIRE_GPU=1 but no WebGPU adapter is available');
  const property = fc.asyncProperty(choiceSequences, async (seq) => {
    const report = await checkGenerated(seq, (text) => ({ gpu, profiles: gpu && textHash(text) % PROFILE_SHARE === 0 }));
    seen.set(report.program.text, report);
    if (report.problem !== null) throw new Error(report.problem);
  });
  const result = await fc.check(property, { seed: SEED, numRuns: RUNS });
  if (result.failed) {
    const seq = result.counterexample?.[0] ?? [];
    const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    assert.unreachable(`after ${result.numRuns} programs and ${result.numShrinks} shrinks, this program:\n${generateProgram(seq).text}\n${error}`);
  }
});

test('most generated programs are well shaped and run to their end; ill-shaped ones stop with an APL error', () => {
  const reports = [...seen.values()];
  assert.ok(reports.length >= RUNS, `only ${reports.length} distinct programs were generated`);
  const well = reports.filter((r) => !r.program.illShaped);
  const clean = well.filter((r) => r.verdict.kind === 'ran' && r.verdict.error === null);
  assert.ok(clean.length >= 0.9 * well.length, `${clean.length} of ${well.length} well-shaped programs ran cleanly`);
  const ill = reports.filter((r) => r.program.illShaped);
  const stopped = ill.filter((r) => r.verdict.kind === 'compile-error' || (r.verdict.kind === 'ran' && r.verdict.error !== null));
  assert.ok(ill.length > 0 && stopped.length > 0, `${stopped.length} of ${ill.length} ill-shaped programs gave an error`);
  if (gpu) assert.ok(reports.some((r) => r.verdict.kind === 'ran' && r.verdict.backends.includes('webgpu/discrete')), 'no program ran under the device profiles');
});

test('a choice sequence gives one program; one that runs out ends in the simplest leaves', () => {
  const seq = Array.from({ length: 500 }, (_, i) => (i * 2654435761) % 1_000_003);
  assert.is(generateProgram(seq).text, generateProgram(seq).text);
  // all choices 0: no statements before the last, depth 2, its first production (a leaf) a literal
  assert.is(generateProgram([]).text, ',2\n');
});

test.after(async () => {
  await shutdownGpu();
});

test.run();
