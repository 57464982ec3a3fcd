import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLeft } from 'fp-ts/lib/Either.js';
import { compileSource } from '../../cli/driver.js';
import { validateProgram } from '../../core-ir/validate.js';
import { planPhases } from '../../passes/phases.js';
import { PASSES as passes, passNames, type PassSnapshot } from '../../passes/pipeline.js';
import { outcome } from './helpers.js';

const LIFE = `life←{
  n←(1⌽⍵)+(¯1⌽⍵)+(1⊖⍵)+(¯1⊖⍵)
  n←n+(1⊖1⌽⍵)+(1⊖¯1⌽⍵)+(¯1⊖1⌽⍵)+¯1⊖¯1⌽⍵
  (n=3)∨⍵∧n=2
}
board←6 6↑3 3⍴0 1 0 0 0 1 1 1 1
⎕←life board
∧/,(life life life life board)=¯1⊖¯1⌽board`;

const kernels = (s: PassSnapshot['program']): number => planPhases(s).reduce((n, ph) => n + ph.kernels.length, 0);

function compile(text: string, disabled: readonly string[] = []): { snaps: PassSnapshot[]; ir: PassSnapshot['program'] } {
  const snaps: PassSnapshot[] = [];
  const r = compileSource(text, 't.apl', { validate: true, disabled: new Set(disabled), after: (s) => snaps.push(s) });
  if (isLeft(r)) throw new Error(r.left.map((d) => d.message).join('\n'));
  return { snaps, ir: r.right.ir };
}

test('every pass name can be turned off (the --no-PASS flags)', () => {
  const names = passNames();
  for (const n of ['simplify', 'fuse', 'fuse-vertical', 'fuse-horizontal', 'fuse-sibling-folds', 'fuse-scalars']) assert.ok(names.includes(n), n);
});

test('the IR is valid after every pass, and the snapshots name the passes', () => {
  const { snaps } = compile(LIFE);
  assert.is(snaps[0]!.pass, 'lower');
  assert.ok(snaps.some((s) => s.pass === 'simplify'));
  assert.ok(snaps.some((s) => s.pass === 'fuse/fuse-vertical'));
  for (const s of snaps) assert.equal(validateProgram(s.program), [], s.pass);
});

test('fusion removes kernels and keeps values; turning it off keeps them too', () => {
  const on = compile(LIFE);
  const off = compile(LIFE, ['fuse']);
  const none = compile(LIFE, ['fuse', 'simplify']);
  assert.ok(kernels(on.ir) <= 4, `life fused: ${kernels(on.ir)} kernels`);
  assert.ok(kernels(off.ir) > 20);
  assert.ok(!off.snaps.some((s) => s.pass.startsWith('fuse')));
  assert.equal(outcome(on.ir), outcome(none.ir));
  assert.equal(outcome(off.ir), outcome(none.ir));
});

test('each fusion pass can be turned off alone', () => {
  // two maps of x, neither reading the other: only horizontal fusion makes them one
  const siblings = 'x←1 2 3\n(x+1),x×2';
  assert.ok(kernels(compile(siblings).ir) < kernels(compile(siblings, ['fuse-horizontal']).ir));
  const chain = 'x←1 2 3\n1+2×x';
  assert.ok(kernels(compile(chain).ir) < kernels(compile(chain, ['fuse-vertical']).ir));
  const tail = 'w←2 4 10 6\n((+/w)-⌊/w)÷⌈/w';
  assert.ok(kernels(compile(tail).ir) < kernels(compile(tail, ['fuse-scalars']).ir));
  // sibling reductions: one pass when either horizontal pass runs, two when neither does
  const folds = 'v←2 4 10 6\n(⌊/v),⌈/v';
  const both = kernels(compile(folds).ir);
  assert.is(kernels(compile(folds, ['fuse-sibling-folds']).ir), both);
  assert.is(kernels(compile(folds, ['fuse-horizontal']).ir), both);
  assert.ok(both < kernels(compile(folds, ['fuse-horizontal', 'fuse-sibling-folds']).ir));
});

test('the fuse fixpoint settles: ⌹ changes in one round, not the cap of 16', () => {
  // each round that changes something leaves snapshots; a pass earlier in the group than the one
  // before it starts a new round. ⌹ 3's while loop once read as changed on every simplify, and
  // least squares' index of a map that vertical fusion may not recompute on every fuse-vertical.
  const fuse = passes.find((s) => s.name === 'fuse');
  const order = fuse !== undefined && 'group' in fuse ? fuse.group.map((g) => `fuse/${g.name}`) : [];
  for (const text of ['⌹ 3', '(3 1⍴1 2 3)⌹3 2⍴1 2 3 4 5 7']) {
    const at = compile(text).snaps.map((s) => order.indexOf(s.pass)).filter((i) => i >= 0);
    const rounds = at.filter((i, k) => k === 0 || i <= at[k - 1]!).length;
    assert.ok(at.length > 0 && rounds <= 2, `${text}: ${rounds} rounds that changed something`);
  }
});

test.run();
