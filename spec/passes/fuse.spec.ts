import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FLOAT, float, int, INT, IrBuilder } from '../../core-ir/builder.js';
import { printProgram } from '../../core-ir/print.js';
import { cSize, type Program } from '../../core-ir/syntax.js';
import { runPasses } from '../../passes/pipeline.js';
import { makeValue } from '../../core-ir/value.js';
import { fuseHorizontal } from '../../passes/fuse-horizontal.js';
import { fuseScalars } from '../../passes/fuse-scalars.js';
import { fuseVertical } from '../../passes/fuse.js';
import { allStmts, checkPass, count, lowered, outcome } from './helpers.js';

const soacs = (p: Program<'soacs'>): number => count(p, 'map', 'redomap', 'scanomap');
/** the whole optimiser, validity and values checked */
const optimise = (p: Program<'soacs'>): Program<'soacs'> => checkPass((q) => runPasses(q), p);

test('map∘map: a chain of scalar functions is one map', () => {
  const p = optimise(lowered('x←0.1×⍳8\n1+|2○1○÷1+*-(x×0.5)-0.25'));
  assert.is(soacs(p), 1, printProgram(p));
  assert.is(count(p, 'iota'), 0, 'iota is index arithmetic inside the map');
});

test('a map into a redomap, and into a scanomap', () => {
  const r = optimise(lowered('v←1 2 3 4\n+/v×v'));
  assert.is(soacs(r), 1, printProgram(r));
  assert.is(count(r, 'redomap'), 1);
  const s = optimise(lowered('v←1 2 3 4\n+\\v×v'));
  assert.is(soacs(s), 1, printProgram(s));
  assert.is(count(s, 'scanomap'), 1);
});

test('a non-associative reduction keeps its right fold with the map fused in', () => {
  const p = optimise(lowered('v←1 2 3 4 5\n-/v×2'));
  assert.is(soacs(p), 1, printProgram(p));
  const red = p.body.stmts.find((s) => s.exp.tag === 'redomap')!;
  assert.ok(red.exp.tag === 'redomap' && !red.exp.assoc);
});

test('rotate, reverse and transpose fold into the consumer: no view is materialised', () => {
  for (const src of ['v←⍳10\n(1⌽v)+¯1⌽v', 'v←⍳5\n+/⌽v×v', 'm←2 3⍴⍳6\n2×⍉m', 'm←3 3⍴⍳9\n+⌿m+1', 'm←2 3⍴⍳6\n+/,m×m']) {
    const p = optimise(lowered(src));
    assert.is(count(p, 'rotate', 'reverse', 'rearrange', 'window'), 0, printProgram(p));
    assert.is(soacs(p), 1, `${src}\n${printProgram(p)}`);
  }
});

test('an overtake reads its source only inside its bounds', () => {
  const p = optimise(lowered('v←1 2 3\n1+5↑v×2'));
  assert.is(count(p, 'window'), 0, printProgram(p));
  assert.ok(allStmts(p).some((s) => s.exp.tag === 'if'), 'the fill is chosen by an if, not a clamped read');
});

test('a producer read by two consumers is not computed twice', () => {
  const b = new IrBuilder();
  const v = b.lit('float', [4], [1, 2, 3, 4]);
  const sq = b.map1([cSize(4)], [v], b.lambda([INT, FLOAT], (lb, [, x]) => lb.un('exp', x!)));
  const a = b.redomap([cSize(4)], [sq], b.elemLambda(1, 'float'), b.binLambda('add', 'float'), float(0), true);
  const m = b.redomap([cSize(4)], [sq], b.elemLambda(1, 'float'), b.binLambda('max', 'float'), float(-1e30), true);
  b.output(a);
  b.output(m);
  const p = checkPass(fuseVertical, b.program([]));
  const exps = allStmts(p).filter((s) => s.exp.tag === 'un' && s.exp.op === 'exp');
  assert.is(exps.length, 1, printProgram(p));
});

test('an outer product does not recompute an expensive operand per element', () => {
  const p = optimise(lowered('x←*1 2 3\ny←4 5\n+/,x∘.×y'));
  const exps = allStmts(p).filter((s) => s.exp.tag === 'un' && s.exp.op === 'exp');
  assert.is(exps.length, 1);
  const inMap = p.body.stmts.find((s) => s.exp.tag === 'map' && s.exp.lambda.body.some((t) => t.exp.tag === 'un' && t.exp.op === 'exp'));
  assert.ok(inMap !== undefined && inMap.exp.tag === 'map' && inMap.exp.shape.length === 1, `*x stays a map of its own:\n${printProgram(p)}`);
});

test('a map keeps the outputs that later statements read', () => {
  const b = new IrBuilder();
  const v = b.lit('float', [3], [1, 2, 3]);
  const a = b.map1([cSize(3)], [v], b.lambda([INT, FLOAT], (lb, [, x]) => lb.un('exp', x!)));
  const c = b.map1([cSize(3)], [a], b.lambda([INT, FLOAT], (lb, [, x]) => lb.bin('add', x!, float(1))));
  b.output(c);
  b.output(a);
  const p = checkPass(fuseVertical, b.program([]));
  assert.is(soacs(p), 1, printProgram(p));
  assert.is(p.body.stmts.find((s) => s.exp.tag === 'map')!.names.length, 2);
});

test('a reduction keeps the mapped outputs that later statements read (syntax.ts: mapped outputs)', () => {
  const p = optimise(lowered('x←1 2 3 4 0.5\ne←*x\n⎕←+/e\ne×2'));
  const red = p.body.stmts.find((s) => s.exp.tag === 'redomap')!;
  assert.is(red.names.length, 2, printProgram(p));
  assert.equal(red.names[1]!.type.shape, [cSize(5)]);
  assert.is(count(p, 'map'), 1, 'the map of e is gone; e×2 remains');
  // an unread mapped output goes again
  const b = new IrBuilder();
  const v = b.lit('float', [3], [1, 2, 3]);
  const lam = b.lambda([INT, FLOAT], (lb, [, x]) => [lb.un('exp', x!), lb.bin('add', x!, float(1))]);
  const exp = { tag: 'redomap' as const, shape: [cSize(3)], arrays: [v.k === 'var' ? v.name : ''], map: lam, op: b.binLambda('add', 'float'), neutral: [float(0)], assoc: true };
  const [r] = b.bind(exp, [{ elem: 'float', shape: [] }, { elem: 'float', shape: [cSize(3)] }]);
  b.output(r!);
  const trimmed = optimise(b.program([]));
  assert.is(trimmed.body.stmts.find((s) => s.exp.tag === 'redomap')!.names.length, 1);
});

test('a producer that may fail does not move across a statement that prints', () => {
  const b = new IrBuilder();
  const v = b.lit('float', [2], [1, 0]);
  const r = b.map1([cSize(2)], [v], b.lambda([INT, FLOAT], (lb, [, x]) => lb.un('recip', x!)));
  b.output(b.lit('int', [1], [7]));
  const c = b.map1([cSize(2)], [r], b.lambda([INT, FLOAT], (lb, [, x]) => lb.bin('add', x!, float(1))));
  b.output(c);
  const before = b.program([]);
  const p = checkPass(fuseVertical, before);
  assert.is(soacs(p), 2, printProgram(p));
  assert.ok('error' in outcome(p));
});

test('horizontal: sibling maps become one, then share their producer', () => {
  const before = lowered('s←1 2 3 4\nk←0.5×s\nd←s+k\n2 4⍴(d+d÷3),(d-k)÷s');
  const p = optimise(before);
  assert.is(soacs(p), 1, printProgram(p));
  const b = new IrBuilder();
  const v = b.lit('int', [3], [1, 2, 3]);
  const x = b.map1([cSize(3)], [v], b.lambda([INT, INT], (lb, [, e]) => lb.bin('add', e!, int(1))));
  const y = b.map1([cSize(3)], [v], b.lambda([INT, INT], (lb, [, e]) => lb.bin('mul', e!, int(2))));
  b.output(b.concat(0, [x, y]));
  const h = checkPass(fuseHorizontal, b.program([]));
  assert.is(soacs(h), 1, printProgram(h));
});

test('scalar code on a reduction result becomes one one-invocation map', () => {
  const before = lowered('w←2 4 10 6\n((+/w)-⌊/w)÷(⌈/w)×4', ['simplify']);
  const s = checkPass(fuseScalars, before);
  const p = optimise(s);
  const scalarMaps = p.body.stmts.filter((t) => t.exp.tag === 'map' && t.exp.shape.length === 0);
  assert.is(scalarMaps.length, 1, printProgram(p));
  assert.is(count(p, 'un', 'bin'), 0);
});

test('life: the eight rotations and the rule are one kernel a generation', () => {
  const src = `life←{
  n←(1⌽⍵)+(¯1⌽⍵)+(1⊖⍵)+(¯1⊖⍵)
  n←n+(1⊖1⌽⍵)+(1⊖¯1⌽⍵)+(¯1⊖1⌽⍵)+¯1⊖¯1⌽⍵
  (n=3)∨⍵∧n=2
}
board←6 6↑3 3⍴0 1 0 0 0 1 1 1 1
⎕←life board
⎕←life life board`;
  const p = optimise(lowered(src));
  // the window that builds the board, then one map per printed generation
  assert.is(soacs(p), 2, printProgram(p));
  assert.is(count(p, 'rotate'), 0);
});

test('fusion inside a loop body stays inside it', () => {
  const b = new IrBuilder();
  const v = b.lit('int', [3], [1, 2, 3]);
  const [r] = b.forLoop([{ elem: 'int', shape: [cSize(3)] }], [v], int(3), (lb, _i, [acc]) => {
    const m = lb.map1([cSize(3)], [acc!], lb.lambda([INT, INT], (l2, [, x]) => l2.bin('add', x!, int(1))));
    return [lb.map1([cSize(3)], [m], lb.lambda([INT, INT], (l2, [, x]) => l2.bin('mul', x!, int(2))))];
  });
  b.output(r!);
  const p = checkPass(fuseVertical, b.program([]));
  const loop = p.body.stmts.find((s) => s.exp.tag === 'loop')!;
  assert.ok(loop.exp.tag === 'loop' && loop.exp.body.stmts.filter((s) => s.exp.tag === 'map').length === 1, printProgram(p));
});

test('a map read through a reshape that may fail stays for the reshape (it is not absorbed)', () => {
  // {⍵-(⊃⍵),0} at ⍵ f32[n]: the [2] vector is reshaped to [n] after the LENGTH check; the reshape
  // keeps its own check, so it still reads the map once the consumer computes the map's elements
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const x = b.param('x', { elem: 'float', shape: [n] });
  const two = b.map1([cSize(2)], [], b.lambda([INT], (l, [i]) => l.select(l.bin('lt', i!, int(1)), float(5), float(0))));
  b.assert(b.bin('eq', { k: 'var', name: (n as { name: string }).name }, int(2)), 'LENGTH', 'shapes differ');
  const cast = b.reshape([n], two);
  const r = b.map1([n], [x, cast], b.lambda([INT, FLOAT, FLOAT], (l, [, a, c]) => l.bin('sub', a!, c!)));
  const p = checkPass(fuseVertical, b.program([r]), [makeValue('float', [2], [7, 9])]);
  assert.equal(outcome(p, [makeValue('float', [3], [7, 9, 1])]), outcome(b.program([r]), [makeValue('float', [3], [7, 9, 1])]));
});

test('a map with two outputs is not absorbed where the consumer also reads the other by index (fuzz finding)', () => {
  // horizontal fusion makes one map of 4⍴¯3 5 and 4⍴1 0; the subtraction reads the first as its
  // input and the second reversed, by index in its lambda: absorbing the map lost the second array
  const src = '((⌽4⍴1 0)∘.⌊3)-4⍴¯3 5';
  let cur = lowered(src);
  for (const pass of [fuseScalars, fuseVertical, fuseHorizontal, fuseVertical]) cur = checkPass(pass, cur);
  assert.equal(outcome(cur, []), outcome(lowered(src), []));
  assert.equal(outcome(optimise(lowered(src)), []), outcome(lowered(src), []));
});

test('every corpus-like program keeps its values through each pass', () => {
  const sources = [
    'v←⍳6\n⎕←(2↓v)×¯2↓v\n⎕←+/(⌽v)×v\n+\\v÷2',
    'm←3 4⍴⍳12\n⎕←+/[1]m×m\n⎕←⍉m-1\n,(1⊖m)+1⌽m',
    'y←1961 2000 2024\nc←100|y\nb←⌊y÷100\n(b×c)+⌊c÷4',
    'a←3 3⍴⍳9\nb←3 2⍴⍳6\na+.×b',
    'x←¯2 ¯1 0 1 2\n(x>0)/x×2',
  ];
  for (const src of sources) {
    let cur = lowered(src);
    for (const pass of [fuseScalars, fuseVertical, fuseHorizontal, fuseVertical]) cur = checkPass(pass, cur);
  }
});

test.run();
