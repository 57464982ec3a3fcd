import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arrType, FLOAT, float, int, INT, IrBuilder } from '../../core-ir/builder.js';
import { printProgram } from '../../core-ir/print.js';
import { cSize, vSize, type Program } from '../../core-ir/syntax.js';
import { makeValue } from '../../core-ir/value.js';
import { eliminateDeadCode } from '../../passes/simplify-dce.js';
import { simplifyProgram } from '../../passes/simplify.js';
import { allStmts, checkPass, count, lowered } from './helpers.js';

test('constants fold, with the f32 semantics every backend uses', () => {
  const b = new IrBuilder();
  const x = b.bin('add', float(0.1), float(0.2));
  const y = b.bin('mul', int(6), int(7));
  b.output(x);
  b.output(y);
  const p = checkPass(simplifyProgram, b.program([]));
  assert.ok(allStmts(p).every((s) => s.exp.tag !== 'bin'), printProgram(p));
});

test('an operation that would fail is left for run time to report', () => {
  const b = new IrBuilder();
  const q = b.bin('div', float(1), float(0));
  b.output(q);
  const p = checkPass(simplifyProgram, b.program([]));
  assert.is(count(p, 'bin'), 1);
});

test('copy propagation and common subexpressions: two identical maps become one', () => {
  const p = checkPass(simplifyProgram, lowered('v←1 2 3\n⎕←(v×2)+v×2'));
  // one map for v×2, one for the sum
  assert.is(count(p, 'map'), 2, printProgram(p));
});

test('alpha-equivalent lambdas are one expression', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const a = b.param('a', { elem: 'int', shape: [n] });
  const inc = () => b.lambda([INT, INT], (lb, [, x]) => lb.bin('add', x!, int(1)));
  const m1 = b.map1([n], [a], inc());
  const m2 = b.map1([n], [a], inc());
  b.output(m1);
  b.output(m2);
  const p = checkPass(simplifyProgram, b.program([]), [makeValue('int', [3], [1, 2, 3])]);
  assert.is(count(p, 'map'), 1, printProgram(p));
});

test('dead code goes, but not a statement that may fail', () => {
  const b = new IrBuilder();
  const v = b.lit('float', [3], [1, 0, 2]);
  b.map1([cSize(3)], [v], b.lambda([INT, FLOAT], (lb, [, x]) => lb.bin('add', x!, float(1))));
  b.map1([cSize(3)], [v], b.lambda([INT, FLOAT], (lb, [, x]) => lb.un('recip', x!)));
  const before = b.program([]);
  const p = simplifyProgram(before);
  assert.is(count(p, 'map'), 1, printProgram(p));
  assert.ok(allStmts(p).some((s) => s.exp.tag === 'un' && s.exp.op === 'recip'), 'the reciprocal (DOMAIN ERROR on 0) stays');
});

test('dead outputs of a multi-output map go', () => {
  const b = new IrBuilder();
  const v = b.lit('int', [3], [1, 2, 3]);
  const [a] = b.map([cSize(3)], [v], b.lambda([INT, INT], (lb, [, x]) => [lb.bin('add', x!, int(1)), lb.bin('mul', x!, int(2))]));
  b.output(a!);
  const p = checkPass(simplifyProgram, b.program([]));
  const m = p.body.stmts.find((s) => s.exp.tag === 'map')!;
  assert.is(m.names.length, 1);
});

test('loop-invariant scalar code known on the host leaves the lambda', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const a = b.param('a', { elem: 'int', shape: [n] });
  const m = b.map1([n], [a], b.lambda([INT, INT], (lb, [, x]) => {
    const k = lb.bin('mul', { k: 'var', name: n.k === 'var' ? n.name : '' }, int(3));
    return lb.bin('add', x!, k);
  }));
  b.output(m);
  const p = checkPass(simplifyProgram, b.program([]), [makeValue('int', [4], [1, 2, 3, 4])]);
  const map = p.body.stmts.find((s) => s.exp.tag === 'map')!;
  assert.is(map.exp.tag === 'map' ? map.exp.lambda.body.length : -1, 1, printProgram(p));
});

test('a size bound to a value now known becomes a constant in every type', () => {
  const b = new IrBuilder();
  const k = b.bind({ tag: 'atom', atom: int(4) }, INT, undefined, 'k');
  const ks = vSize(k.k === 'var' ? k.name : '');
  const i = b.iota(ks);
  const m = b.map1([ks], [i], b.lambda([INT, INT], (lb, [, x]) => lb.bin('add', x!, int(1))));
  b.output(m);
  const p: Program<'soacs'> = checkPass(simplifyProgram, b.program([]));
  const map = p.body.stmts.find((s) => s.exp.tag === 'map')!;
  assert.equal(map.names[0]!.type, arrType('int', [4]));
});

test('a constant if is replaced by its branch', () => {
  const b = new IrBuilder();
  const [r] = b.if({ k: 'const', value: 1, elem: 'bool' }, [INT], (t) => [t.bin('add', int(1), int(2))], () => [int(0)]);
  b.output(r!);
  const p = checkPass(simplifyProgram, b.program([]));
  assert.is(count(p, 'if'), 0);
});

test('what follows an assertion that always fails is deleted: (⍳÷2)/⍳3 is only its DOMAIN check', () => {
  // folding ⍳0.5's length (0) into the types after it would leave a reshape of 0 elements to 3
  const p = checkPass(simplifyProgram, lowered('(⍳÷2)/⍳3'));
  assert.equal(p.body.stmts.map((s) => s.exp.tag), ['assert'], printProgram(p));
});

test('a branch that stops at a failed assertion gives placeholders of its result type', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const a = b.param('a', { elem: 'int', shape: [n] });
  const big = b.bin('gt', { k: 'var', name: n.k === 'var' ? n.name : '' }, int(2));
  const t = { elem: 'int', shape: [n] } as const;
  const [r] = b.if(big, [t], (tb) => {
    tb.assert({ k: 'const', value: 0, elem: 'bool' }, 'DOMAIN', 'never');
    return [tb.map1([n], [a], tb.lambda([INT, INT], (lb, [, x]) => lb.bin('add', x!, int(1))))];
  }, () => [a]);
  b.output(r!);
  const p = checkPass(simplifyProgram, b.program([]), [makeValue('int', [3], [1, 2, 3])]);
  checkPass(simplifyProgram, b.program([]), [makeValue('int', [2], [1, 2])]);
  const ifs = p.body.stmts.find((s) => s.exp.tag === 'if')!;
  // the placeholder comes before the assertion, so a second simplify finds nothing to change
  assert.ok(ifs.exp.tag === 'if' && ifs.exp.then.stmts.map((s) => s.exp.tag).join() === 'replicate,assert', printProgram(p));
  assert.is(simplifyProgram(p), p, printProgram(p));
});

test('a simplified program is a fixpoint: simplify and dead-code removal return the same object', () => {
  // a while loop's form rebuilt on every walk read as a change: simplify ran to its round cap on
  // every call, and the fuse fixpoint to its cap (⌹ 3 compiled in 16 × 12 simplify rounds)
  const b = new IrBuilder();
  const [r] = b.whileLoop([INT], [int(1)], (cb, [x]) => cb.bin('lt', x!, int(100)), (lb, [x]) => [lb.bin('mul', x!, int(2))]);
  b.output(r!);
  const once = checkPass(simplifyProgram, b.program([]));
  assert.is(eliminateDeadCode(once), once);
  assert.is(simplifyProgram(once), once, printProgram(once));
  const solved = simplifyProgram(lowered('⌹ 3'));
  assert.is(simplifyProgram(solved), solved);
});

test.run();
