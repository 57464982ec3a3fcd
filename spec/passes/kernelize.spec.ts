// kernelize's choices, without a device: which strategy each profile plans for a fold, which
// variant applies at which sizes, the launch geometry the host will compute, and the stage rules
// the validator enforces.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import { compileFileFunctions } from '../../api/functions.js';
import { chooseVariant, evalLaunchSize, type FoldStrategy, type KernelExp, type KernelPlan } from '../../core-ir/kernels.js';
import type { Body, Program, Stmt } from '../../core-ir/syntax.js';
import { validateProgram } from '../../core-ir/validate.js';
import { fillGroups, PROFILES, type ProfileName } from '../../passes/device-profiles.js';
import { kernelize } from '../../passes/kernelize.js';
import { kernelDetail } from '../../cli/plan-kernels.js';

function programOf(src: string): Program<'soacs'> {
  const r = compileSource(src, 'k.apl');
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  return r.right.ir;
}

/** The program of the file's one declared function (symbolic sizes). */
function functionOf(src: string): Program<'soacs'> {
  const r = compileFileFunctions(src, 'k.apl');
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  return r.right[0]!.fn.ir;
}

function kernels(p: Program<'kernels'>): KernelExp[] {
  const out: KernelExp[] = [];
  const body = (b: Body): void => b.stmts.forEach(stmt);
  const stmt = (s: Stmt): void => {
    const e = s.exp;
    if (e.tag === 'kernel') out.push(e);
    else if (e.tag === 'if') [e.then, e.else].forEach(body);
    else if (e.tag === 'loop') body(e.body);
  };
  body(p.body);
  return out;
}

function foldPlan(p: Program<'soacs'>, profile: ProfileName, kind: 'segred' | 'segscan' = 'segred'): Extract<KernelPlan, { kind: 'segred' | 'segscan' }> {
  const kp = kernelize(p, PROFILES[profile]);
  assert.equal(validateProgram(kp), []);
  const k = kernels(kp).find((x) => x.plan.kind === kind);
  if (k === undefined || (k.plan.kind !== 'segred' && k.plan.kind !== 'segscan')) throw new Error(`no ${kind}`);
  return k.plan;
}

const SUM = functionOf('⍝ f: ⍵ f32[n] → f32\nf←{+/⍵}\n');
const at = (rows: number, len: number) => ({ rows, len });

test('software: a float sum is barrier-free chunks at every size', () => {
  const plan = foldPlan(SUM, 'software');
  assert.equal(plan.variants.map((v) => v.strategy.k), ['chunked']);
  const s = plan.variants[0]!.strategy as Extract<FoldStrategy, { k: 'chunked' }>;
  assert.equal(s.budget, 60000);
});

test('discrete: short rows a thread, a short row one workgroup, a long row enough workgroups to fill the device', () => {
  const plan = foldPlan(SUM, 'discrete');
  assert.equal(plan.variants.map((v) => v.strategy.k), ['threadPerRow', 'cooperative', 'cooperative']);
  assert.is(chooseVariant(plan.variants, at(1, 20), () => 0).k, 'threadPerRow');
  const small = chooseVariant(plan.variants, at(1, 5000), () => 0);
  assert.ok(small.k === 'cooperative' && evalLaunchSize(small.groupsPerRow, at(1, 5000)) === 1);
  const big = chooseVariant(plan.variants, at(1, 2 ** 22), () => 0);
  if (big.k !== 'cooperative') throw new Error(big.k);
  // + commutes: consecutive invocations read consecutive addresses
  assert.is(big.order, 'strided');
  assert.is(big.workgroup, 256);
  const groups = evalLaunchSize(big.groupsPerRow, at(1, 2 ** 22));
  assert.is(groups, 1024);
  assert.ok(groups >= 132 && groups <= fillGroups(PROFILES.discrete), `${groups} workgroups for 132 SMs`);
  // many rows: one workgroup a row already fills the device
  assert.is(evalLaunchSize(big.groupsPerRow, at(5000, 2 ** 16)), 1);
});

test('integrated: cooperative with its own workgroup size', () => {
  const big = chooseVariant(foldPlan(SUM, 'integrated').variants, at(1, 2 ** 22), () => 0);
  assert.ok(big.k === 'cooperative' && big.workgroup === 128);
});

test('a non-associative operator is an exact right fold on every profile', () => {
  const p = functionOf('⍝ f: ⍵ f32[n] → f32\nf←{-/⍵}\n');
  for (const profile of ['software', 'discrete', 'integrated'] as const) {
    const plan = foldPlan(p, profile);
    assert.equal(plan.variants.map((v) => v.strategy), [{ k: 'rightFold', budget: PROFILES[profile].loopBudget }]);
  }
});

test('a matrix product: workgroup tiles on a GPU, then register blocks, each guarded by the row count', () => {
  const p = functionOf('⍝ f: ⍺ f32[n,m] ⍵ f32[m,k] → f32[n,k]\nf←{⍺+.×⍵}\n');
  const sw = foldPlan(p, 'software');
  assert.equal(sw.variants.map((v) => v.strategy.k), ['blocked', 'chunked']);
  assert.is(sw.variants[0]!.when.k, 'and');
  const gpu = foldPlan(p, 'discrete');
  assert.equal(gpu.variants.map((v) => v.strategy.k), ['tiled', 'blocked', 'threadPerRow', 'cooperative', 'cooperative']);
  assert.equal(gpu.variants[0]!.when, { k: 'atLeast', size: { k: 'rows' }, n: 4096 });
  assert.equal(gpu.variants[1]!.when, { k: 'atLeast', size: { k: 'rows' }, n: 1024 });
  assert.is(chooseVariant(gpu.variants, at(4096, 50), () => 0).k, 'tiled');
  assert.is(chooseVariant(gpu.variants, at(2000, 50), () => 0).k, 'blocked');
  // -.× is not associative: no tiles, no blocks
  const minus = foldPlan(functionOf('⍝ f: ⍺ f32[n,m] ⍵ f32[m,k] → f32[n,k]\nf←{⍺-.×⍵}\n'), 'discrete');
  assert.equal(minus.variants.map((v) => v.strategy.k), ['rightFold']);
  assert.is(chooseVariant(gpu.variants, at(100, 20), () => 0).k, 'threadPerRow');
  assert.is(chooseVariant(gpu.variants, at(100, 50), () => 0).k, 'cooperative');
});

test('scans: chunks on software; short rows a thread, else contiguous blocks on a GPU', () => {
  const p = functionOf('⍝ f: ⍵ f32[n] → f32[n]\nf←{+\\⍵}\n');
  assert.equal(foldPlan(p, 'software', 'segscan').variants.map((v) => v.strategy.k), ['chunked']);
  const plan = foldPlan(p, 'discrete', 'segscan');
  assert.equal(plan.variants.map((v) => v.strategy.k), ['threadPerRow', 'cooperative']);
  const s = chooseVariant(plan.variants, at(1, 1e6), () => 0);
  assert.ok(s.k === 'cooperative' && s.order === 'contiguous');
  assert.is(evalLaunchSize(s.groupsPerRow, at(1, 1e6)), Math.ceil(1e6 / 2048));
});

test('constant sizes decide the guards at compile time', () => {
  const p = programOf('+/0.5×⍳4194304\n');
  const plan = foldPlan(p, 'discrete');
  assert.is(plan.variants.length, 1);
  assert.is(plan.variants[0]!.when.k, 'always');
  assert.is(plan.variants[0]!.strategy.k, 'cooperative');
});

test('the plan of +/ over 2²² floats differs by profile, and fills 132 SMs on discrete', () => {
  const p = programOf('+/0.5×⍳4194304\n');
  const detail = (profile: ProfileName): string => {
    const k = kernels(kernelize(p, PROFILES[profile])).find((x) => x.plan.kind === 'segred')!;
    return kernelDetail(k.plan, (k.soac as { shape: Program<'soacs'>['resultTypes'][0]['shape'] }).shape).join('\n');
  };
  const sw = detail('software');
  const gpu = detail('discrete');
  assert.match(sw, /chunked/);
  assert.match(sw, /level 2/);
  assert.match(gpu, /level 1: 1024 workgroups of 256/);
  assert.match(gpu, /level 2: 1 workgroup of 256/);
});

test('the validator holds each stage to its constructs', () => {
  const p = programOf('+/0.5×⍳100\n');
  assert.equal(validateProgram(p), []);
  const kp = kernelize(p, PROFILES.discrete);
  assert.equal(validateProgram(kp), []);
  // a kernel in a soacs program, and a SOAC with no plan in a kernels program
  assert.ok(validateProgram({ ...kp, stage: 'soacs' } as unknown as Program<'soacs'>).some((m) => m.includes("a kernel in a 'soacs' program")));
  assert.ok(validateProgram({ ...p, stage: 'kernels', profile: 'discrete' } as unknown as Program<'kernels'>).some((m) => m.includes('with no kernel plan')));
  const k = kernels(kp)[0]!;
  const bad: KernelExp = { ...k, plan: { kind: 'segred', variants: [{ when: { k: 'always' }, strategy: { k: 'cooperative', workgroup: 100, perThread: 0, order: 'strided', groupsPerRow: { k: 'const', n: 1 } } }] } };
  const swapped = { ...kp, body: { ...kp.body, stmts: kp.body.stmts.map((s) => (s.exp === k ? { ...s, exp: bad } : s)) } };
  const problems = validateProgram(swapped);
  assert.ok(problems.some((m) => m.includes('workgroup size 100')), problems.join('\n'));
  assert.ok(problems.some((m) => m.includes('perThread 0')), problems.join('\n'));
});

test.run();
