// kernelize's choice of the single-pass look-back scan, without a device: only where the profile
// switches it on (no shipped profile does), only for scans whose carried values are ints, only
// past one tile a row; `aplc plan`'s lines for it; what the validator rejects.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileFileFunctions } from '../../api/functions.js';
import { chooseVariant, type FoldVariant, type KernelExp } from '../../core-ir/kernels.js';
import { cSize, type Program } from '../../core-ir/syntax.js';
import { validateProgram } from '../../core-ir/validate.js';
import { PROFILE_NAMES, PROFILES, type DeviceProfile } from '../../passes/device-profiles.js';
import { kernelize } from '../../passes/kernelize.js';
import { kernelDetail } from '../../cli/plan-kernels.js';

function scanPlan(src: string, profile: DeviceProfile): { variants: readonly FoldVariant[]; kernel: KernelExp; program: Program<'kernels'> } {
  const r = compileFileFunctions(src, 'k.apl');
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  const program = kernelize(r.right[0]!.fn.ir, profile);
  assert.equal(validateProgram(program), []);
  const kernel = program.body.stmts.map((s) => s.exp).find((e): e is KernelExp => e.tag === 'kernel' && e.plan.kind === 'segscan')!;
  if (kernel.plan.kind !== 'segscan') throw new Error(kernel.plan.kind);
  return { variants: kernel.plan.variants, kernel, program };
}

const INT_SCAN = '⍝ f: ⍵ i32[n] → i32[n]\nf←{+\\⍵}\n';
const LOOKBACK: DeviceProfile = { ...PROFILES.discrete, lookbackSpins: 64 };

test('no shipped profile plans the single pass', () => {
  for (const name of PROFILE_NAMES) {
    assert.is(PROFILES[name].lookbackSpins, null);
    assert.ok(scanPlan(INT_SCAN, PROFILES[name]).variants.every((v) => v.strategy.k !== 'lookback'), name);
  }
});

test('switched on: an int scan past one tile a row runs in one pass; short rows and one tile as before', () => {
  const { variants } = scanPlan(INT_SCAN, LOOKBACK);
  assert.equal(variants.map((v) => v.strategy.k), ['threadPerRow', 'lookback', 'cooperative']);
  assert.is(chooseVariant(variants, { rows: 1, len: 20 }, () => 0).k, 'threadPerRow');
  assert.is(chooseVariant(variants, { rows: 1, len: 2048 }, () => 0).k, 'cooperative');
  assert.equal(chooseVariant(variants, { rows: 1, len: 2049 }, () => 0), { k: 'lookback', workgroup: 256, perThread: 8, spins: 64 });
  // any int operator, ⌈ as well as +
  assert.is(chooseVariant(scanPlan('⍝ f: ⍵ i32[n] → i32[n]\nf←{⌈\\⍵}\n', LOOKBACK).variants, { rows: 4, len: 1e6 }, () => 0).k, 'lookback');
});

test('switched on: a float scan keeps reduce-then-scan (its association would depend on timing)', () => {
  const { variants } = scanPlan('⍝ f: ⍵ f32[n] → f32[n]\nf←{+\\⍵}\n', LOOKBACK);
  assert.equal(variants.map((v) => v.strategy.k), ['threadPerRow', 'cooperative']);
});

test('aplc plan shows the one pass and its workgroups', () => {
  const { kernel } = scanPlan(INT_SCAN, LOOKBACK);
  const lines = kernelDetail(kernel.plan, [cSize(1 << 22)]).join('\n');
  assert.match(lines, /single pass with decoupled look-back \(workgroup 256, tiles of 2048/);
  assert.match(lines, /one pass: 2048 workgroups of 256, tiles of 2048/);
});

test('the validator rejects a look-back plan a workgroup cannot run', () => {
  const { kernel, program } = scanPlan(INT_SCAN, LOOKBACK);
  const bad: KernelExp = { ...kernel, plan: { kind: 'segscan', variants: [{ when: { k: 'always' }, strategy: { k: 'lookback', workgroup: 384, perThread: 8, spins: 0 } }] } };
  const swapped = { ...program, body: { ...program.body, stmts: program.body.stmts.map((s) => (s.exp === kernel ? { ...s, exp: bad } : s)) } };
  assert.ok(validateProgram(swapped).some((m) => m.includes('look-back scan: workgroup 384')));
});

test.run();
