// Horizontal fusion of sibling SOACs (passes/fuse-horizontal.ts): reductions with reductions,
// scans with scans, maps into reductions, and what is never merged. Every pass application is
// checked by checkPass: valid IR, same printed values or the same error at the same place.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { float, FLOAT, INT, IrBuilder } from '../../core-ir/builder.js';
import { printProgram } from '../../core-ir/print.js';
import { cSize, foldCount, type Exp, type Program, type Stmt } from '../../core-ir/syntax.js';
import { fuseHorizontal, fuseSiblingFolds, MAX_STORAGE_BUFFERS } from '../../passes/fuse-horizontal.js';
import { runPasses } from '../../passes/pipeline.js';
import { cachedReads } from '../../passes/ir-names.js';
import { checkPass, count, lowered, outcome } from './helpers.js';

type Fold = Extract<Exp, { tag: 'redomap' | 'scanomap' }>;
type Red = Extract<Exp, { tag: 'redomap' }>;

const optimise = (p: Program<'soacs'>): Program<'soacs'> => checkPass((q) => runPasses(q), p);
const folds = (p: Program<'soacs'>, tag: 'redomap' | 'scanomap'): Fold[] =>
  p.body.stmts.flatMap((s) => (s.exp.tag === tag ? [s.exp] : []));
const reductions = (p: Program<'soacs'>): Red[] => p.body.stmts.flatMap((s) => (s.exp.tag === 'redomap' ? [s.exp] : []));

test('⌊/v and ⌈/v are one reduction folding two values', () => {
  const p = optimise(lowered('v←3 1 4 1 5 9 2 6\n(⌊/v),⌈/v'));
  const red = reductions(p);
  assert.is(red.length, 1, printProgram(p));
  assert.is(foldCount(red[0]!), 2);
  assert.is(red[0]!.neutral?.length, 2);
});

test('mean and variance: four sibling reductions, one pass, the vector computed inside it', () => {
  // the statements that read +/v before the others (m) move down with it
  const p = optimise(lowered('v←(⍳100)÷4\nm←(+/v)÷≢v\n(⌊/v),(⌈/v),m,((+/v×v)÷≢v)-m×m'));
  const red = folds(p, 'redomap');
  assert.is(red.length, 1, printProgram(p));
  assert.is(foldCount(red[0]!), 4);
  assert.is(red[0]!.arrays.length, 0, 'v is index arithmetic inside the reduction');
  assert.is(count(p, 'map', 'redomap', 'scanomap', 'iota', 'concat', 'replicate'), 3, 'the reduction, the scalar tail and the result vector');
});

test('sibling reductions of the rows of a matrix, and of its columns', () => {
  const p = optimise(lowered('w←3 4⍴⍳12\n⎕←(+/w)-⌊/w\n(+⌿w),⌈⌿w'));
  const red = folds(p, 'redomap');
  assert.is(red.length, 2, printProgram(p));
  assert.ok(red.every((e) => foldCount(e) === 2));
});

test('sibling scans are one scan', () => {
  const p = optimise(lowered('v←3 1 4 1 5\n⎕←+\\v\n⌈\\v'));
  const sc = folds(p, 'scanomap');
  assert.is(sc.length, 1, printProgram(p));
  assert.is(foldCount(sc[0]!), 2);
});

test('a sibling map becomes a mapped output of the reduction', () => {
  const p = optimise(lowered('v←3 ¯1 4 ¯1 5 ¯9\ns←+/|v\n⎕←v×2\ns'));
  assert.is(count(p, 'map'), 0, printProgram(p));
  const red = p.body.stmts.find((s) => s.exp.tag === 'redomap')!;
  assert.is(red.names.length, 2);
  assert.equal(red.names[1]!.type.shape, [cSize(6)]);
});

test('never merged: different associativity, a fold with no neutral, a map with a scan', () => {
  // −/ is a right fold, +/ any order
  assert.is(folds(optimise(lowered('v←3 1 4 1 5\n(-/v),+/v')), 'redomap').length, 2);
  // a dfn reduction has no identity: its empty case fails where it stands
  assert.is(folds(optimise(lowered('v←3 1 4 1 5\n({⍺+⍵}/v),+/v')), 'redomap').length, 2);
  // a scan would compute the map's values twice per element
  const ms = optimise(lowered('v←3 1 4 1 5\n⎕←+\\v\nv×3'));
  assert.is(count(ms, 'scanomap'), 1);
  assert.is(count(ms, 'map'), 1, printProgram(ms));
});

test('reductions that may fail keep their errors before a print (the failing map stays before it)', () => {
  // checkPass compares the outcome: DOMAIN ERROR at line 3 with nothing printed
  const p = optimise(lowered('v←1 0 2\nw←0 1 2\na←+/÷v\n⎕←7\nb←⌈/÷w\na,b'));
  assert.equal(outcome(p), { error: 'DOMAIN: ÷0 at 3:5' });
  const ok = optimise(lowered('v←1 4 2\nw←8 1 2\na←+/÷v\n⎕←7\nb←⌈/÷w\na,b'));
  assert.equal(outcome(ok), { values: [{ shape: [], data: [7] }, { shape: [2], data: [1.75, 1] }] });
});

test('the first reduction moves down past a map the second reads, with what reads it', () => {
  const b = new IrBuilder();
  const v = b.lit('float', [4], [1, 2, 3, 4]);
  const s1 = b.redomap([cSize(4)], [v], b.elemLambda(1, 'float'), b.binLambda('add', 'float'), float(0), true);
  const half = b.map1([], [], b.lambda([], () => [float(0)]));
  const t = b.bin('mul', s1, float(2));
  const sq = b.map1([cSize(4)], [v], b.lambda([INT, FLOAT], (lb, [, x]) => lb.bin('mul', x!, x!)));
  const s2 = b.redomap([cSize(4)], [sq], b.elemLambda(1, 'float'), b.binLambda('max', 'float'), float(-1e30), true);
  b.output(t);
  b.output(s2);
  b.output(half);
  const p = checkPass(fuseSiblingFolds, b.program([]));
  const red = folds(p, 'redomap');
  assert.is(red.length, 1, printProgram(p));
  const names = p.body.stmts.map((s: Stmt) => s.exp.tag);
  assert.ok(names.indexOf('redomap') < names.indexOf('bin'), 'the statement reading the sum follows the merged reduction');
});

test('merging stops before a kernel would bind more storage buffers than WebGPU guarantees', () => {
  const p = optimise(lowered('a←1 2 3\nb←2 2 2\n⎕←a<b\n⎕←a≤b\n⎕←a=b\n⎕←a≥b\n⎕←a>b\n⎕←a≠b\n⎕←a⌈b\na⌊b'));
  const maps = p.body.stmts.filter((s) => s.exp.tag === 'map');
  assert.ok(maps.length >= 2, printProgram(p));
  for (const s of maps) {
    const arrays = [...cachedReads(s)].length;
    assert.ok(arrays + s.names.length <= MAX_STORAGE_BUFFERS, `${arrays} inputs and ${s.names.length} outputs`);
  }
});

test('a reduction folds at most 4 values: its later levels read and write a partials buffer per fold', () => {
  const p = optimise(lowered('v←(⍳1000)÷8\n(⌊/v),(⌈/v),(+/v),(×/v÷500),(+/v×v),⌈/|v-3'));
  const red = reductions(p);
  assert.is(red.length, 2, printProgram(p));
  assert.equal(red.map((e) => foldCount(e)).sort(), [2, 4]);
  assert.ok(red.every((e) => 2 * foldCount(e) <= MAX_STORAGE_BUFFERS));
});

test('a dead fold is dropped from a multi-fold reduction, its operator parameters too', () => {
  const b = new IrBuilder();
  const v = b.lit('int', [5], [3, 1, 4, 1, 5]);
  const two = b.lambda([INT, INT, INT, INT], (lb, [a0, a1, b0, b1]) => [lb.bin('min', a0!, b0!), lb.bin('max', a1!, b1!)]);
  const map = b.lambda([INT, INT], (_lb, [, x]) => [x!, x!]);
  const exp: Exp = { tag: 'redomap', shape: [cSize(5)], arrays: [v.k === 'var' ? v.name : ''], map, op: two, neutral: [{ k: 'const', value: 99, elem: 'int' }, { k: 'const', value: -99, elem: 'int' }], assoc: true };
  const [, hi] = b.bind(exp, [{ elem: 'int', shape: [] }, { elem: 'int', shape: [] }]);
  b.output(hi!);
  const p = optimise(b.program([]));
  const red = reductions(p);
  assert.is(red.length, 1);
  assert.is(foldCount(red[0]!), 1, printProgram(p));
  assert.is(red[0]!.op.params.length, 2);
  assert.equal(red[0]!.neutral, [{ k: 'const', value: -99, elem: 'int' }]);
});

test('fuseHorizontal leaves a program with nothing to merge as it was', () => {
  const p = lowered('v←3 1 4\n+/v', ['simplify']);
  assert.is(fuseHorizontal(p), p);
  assert.is(fuseSiblingFolds(p), p);
});

test.run();
