// kernelize's choice for a materialized rearrange, without a device: tiles through workgroup
// memory on the GPU profiles where the last axis moves and the plane is not thin, a gather
// otherwise; the plane and workgroup shape it records; what `aplc plan` shows; what the validator
// rejects.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import { compileFileFunctions } from '../../api/functions.js';
import type { KernelExp, TransposeStrategy } from '../../core-ir/kernels.js';
import type { Program, Stmt } from '../../core-ir/syntax.js';
import { validateProgram } from '../../core-ir/validate.js';
import { PROFILES, type ProfileName } from '../../passes/device-profiles.js';
import { kernelize, TRANSPOSE_TILE } from '../../passes/kernelize.js';
import { kernelDetail } from '../../cli/plan-kernels.js';

/** The soacs program of a whole file (constant sizes), or of its one function (symbolic sizes). */
function compiled(src: string, fn = false): Program<'soacs'> {
  if (fn) {
    const r = compileFileFunctions(src, 't.apl');
    if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
    return r.right[0]!.fn.ir;
  }
  const r = compileSource(src, 't.apl');
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('; '));
  return r.right.ir;
}

/** The transpose kernels of a program's top level, with their statements. */
function transposes(p: Program<'soacs'>, profile: ProfileName): { stmt: Stmt; kernel: KernelExp; strategy: TransposeStrategy }[] {
  const kp = kernelize(p, PROFILES[profile]);
  assert.equal(validateProgram(kp), []);
  return kp.body.stmts.flatMap((stmt) => {
    const e = stmt.exp;
    return e.tag === 'kernel' && e.plan.kind === 'transpose' ? [{ stmt, kernel: e, strategy: e.plan.strategy }] : [];
  });
}

const SQUARE = compiled('x←2048 2048⍴⍳7\n⍉x\n');

test('⍉ of a 2048×2048 matrix: tiles on discrete (32×8 invocations) and integrated (32×4), a gather on software', () => {
  const [d] = transposes(SQUARE, 'discrete');
  assert.equal(d!.strategy, { k: 'tiled', tile: TRANSPOSE_TILE, rows: 8, plane: [0, 1] });
  assert.equal(transposes(SQUARE, 'integrated')[0]!.strategy, { k: 'tiled', tile: 32, rows: 4, plane: [0, 1] });
  assert.equal(transposes(SQUARE, 'software')[0]!.strategy, { k: 'gather' });
});

test('dyadic ⍉: the plane is the result axis the last source axis goes to, and the last; the other axes are batches', () => {
  // 1 3 2⍉ of 3 40 33: the result is 3 33 40, its last axis the source's second
  assert.equal(transposes(compiled('x←3 40 33⍴⍳7\n1 3 2⍉x\n'), 'discrete')[0]!.strategy, { k: 'tiled', tile: 32, rows: 8, plane: [1, 2] });
  // 3 1 2⍉ of 40 33 35: result axis 0 takes source axis 1, 1 takes 2, 2 takes 0
  assert.equal(transposes(compiled('x←40 33 35⍴⍳7\n3 1 2⍉x\n'), 'discrete')[0]!.strategy, { k: 'tiled', tile: 32, rows: 8, plane: [1, 2] });
});

test('a gather where it is already coalesced or the plane is thin', () => {
  // the last axis stays last: consecutive invocations read and write consecutive addresses
  assert.equal(transposes(compiled('x←40 33 35⍴⍳7\n2 1 3⍉x\n'), 'discrete')[0]!.strategy, { k: 'gather' });
  // 3 rows: a 32×32 tile would idle most of its invocations
  assert.equal(transposes(compiled('x←3 1000⍴⍳7\n⍉x\n'), 'discrete')[0]!.strategy, { k: 'gather' });
  assert.equal(transposes(compiled('x←1000 7⍴⍳7\n⍉x\n'), 'discrete')[0]!.strategy, { k: 'gather' });
  assert.equal(transposes(compiled('x←1000 8⍴⍳7\n⍉x\n'), 'discrete')[0]!.strategy.k, 'tiled');
});

test('symbolic sizes: tiles, whatever the sizes turn out to be', () => {
  const f = compiled('⍝ f: ⍵ f32[n][m] → f32[m][n]\nf←{⍉⍵}\n', true);
  assert.equal(transposes(f, 'discrete')[0]!.strategy, { k: 'tiled', tile: 32, rows: 8, plane: [0, 1] });
});

test('a transpose a consumer reads through its index function is no kernel', () => {
  assert.equal(transposes(compiled('x←64 64⍴⍳7\n1+⍉x\n'), 'discrete'), []);
});

test('aplc plan shows the strategy and its workgroups at constant sizes', () => {
  const { stmt, kernel } = transposes(SQUARE, 'discrete')[0]!;
  const lines = kernelDetail(kernel.plan, stmt.names[0]!.type.shape);
  assert.match(lines[0]!, /^transpose tiled 32×32 over result axes 0 and 1 .*padded to 33.*: 4096 workgroups$/);
  const batched = transposes(compiled('x←3 40 33⍴⍳7\n1 3 2⍉x\n'), 'discrete')[0]!;
  // 3 planes of 2 × 2 tiles
  assert.match(kernelDetail(batched.kernel.plan, batched.stmt.names[0]!.type.shape)[0]!, /: 12 workgroups$/);
  const sw = transposes(SQUARE, 'software')[0]!;
  assert.match(kernelDetail(sw.kernel.plan, sw.stmt.names[0]!.type.shape)[0]!, /^transpose gather .*: 16384 workgroups$/);
});

test('the validator rejects a tile a workgroup cannot hold, and a transpose plan on another SOAC', () => {
  const kp = kernelize(SQUARE, PROFILES.discrete);
  const swap = (plan: KernelExp['plan']): Program<'kernels'> => ({
    ...kp,
    body: { ...kp.body, stmts: kp.body.stmts.map((s) => (s.exp.tag === 'kernel' && s.exp.soac.tag === 'rearrange' ? { ...s, exp: { ...s.exp, plan } } : s)) },
  });
  const big = validateProgram(swap({ kind: 'transpose', strategy: { k: 'tiled', tile: 32, rows: 16, plane: [0, 1] } }));
  assert.ok(big.some((m) => m.includes('transpose tile 32 by 16 rows')), big.join('\n'));
  const wrong = validateProgram(swap({ kind: 'segmap', workgroup: 256, groups: { k: 'const', n: 1 } }));
  assert.ok(wrong.some((m) => m.includes('a segmap plan for a rearrange')), wrong.join('\n'));
});

test.run();
