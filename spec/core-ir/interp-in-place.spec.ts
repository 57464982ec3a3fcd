// Loop scatters that write into their destination (core-ir/interp-in-place.ts), on the interpreter
// and the cpu backend: which scatters qualify, and that no value another name holds is changed —
// the loop's initial value, a value read elsewhere in the body, a value an outer loop still uses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cSize, type Atom, type Exp, type Program } from '../../core-ir/syntax.js';
import { IrBuilder, INT, int } from '../../core-ir/builder.js';
import { inPlaceScatters, stackWrites } from '../../core-ir/interp-in-place.js';
import { interpret } from '../../core-ir/interp.js';
import { runOnCpu } from '../../cpu/run.js';
import { validateProgram } from '../../core-ir/validate.js';
import { printProgram } from '../../core-ir/print.js';

const V3 = { elem: 'int' as const, shape: [cSize(3)] };

/** `dest` with dest[at] ← value (one-element index and value vectors). */
function scatterOne(b: IrBuilder, dest: Atom, at: Atom, value: Atom): Atom {
  const one = (x: Atom): Atom => b.map1([cSize(1)], [], b.lambda([INT], (mb, [p]) => mb.bin('add', p!, x)));
  const name = (a: Atom): string => (a.k === 'var' ? a.name : '');
  const exp: Exp = { tag: 'scatter', dest: name(dest), indices: name(one(at)), values: name(one(value)) };
  return b.bind(exp, V3);
}

/** The program's results as plain arrays, on the interpreter and on the cpu backend (which must agree). */
function results(p: Program<'soacs'>): number[][] {
  assert.equal(validateProgram(p), [], printProgram(p));
  const interp = interpret(p, []).map((v) => Array.from(v.data));
  const cpu = runOnCpu(p, []).map((v) => Array.from(v.data));
  assert.equal(cpu, interp, 'cpu against the interpreter');
  return interp;
}

test('a loop scatter into a parameter nothing else reads updates in place; the initial value is kept', () => {
  const b = new IrBuilder();
  const v = b.lit('int', [3], [0, 0, 0]);
  const [r] = b.forLoop([V3], [v], int(3), (lb, i, [acc]) => [scatterOne(lb, acc!, i, lb.bin('add', i, int(10)))]);
  const p = b.program([r!, v]);
  const loop = p.body.stmts.find((s) => s.exp.tag === 'loop')!;
  if (loop.exp.tag !== 'loop') throw new Error('no loop');
  assert.is(inPlaceScatters(loop.exp.body, loop.exp.params).length, 1, 'the scatter qualifies');
  assert.equal(results(p), [[10, 11, 12], [0, 0, 0]]);
});

test('a scatter whose destination the body also reads is copied', () => {
  const b = new IrBuilder();
  const v = b.lit('int', [3], [1, 2, 3]);
  const [r, s] = b.forLoop([V3, V3], [v, v], int(3), (lb, i, [acc]) => {
    const kept = lb.map1([cSize(3)], [acc!], lb.lambda([INT, INT], (mb, [, x]) => mb.bin('mul', x!, int(2))));
    return [scatterOne(lb, acc!, i, int(0)), kept];
  });
  const p = b.program([r!, s!]);
  const loop = p.body.stmts.find((x) => x.exp.tag === 'loop')!;
  if (loop.exp.tag !== 'loop') throw new Error('no loop');
  assert.is(inPlaceScatters(loop.exp.body, loop.exp.params).length, 0);
  // the last iteration doubles acc as it was before its scatter: 0 0 3
  assert.equal(results(p), [[0, 0, 0], [0, 0, 6]]);
});

test('an inner loop started again on the buffer its scatter made last time copies it: the outer loop still reads it', () => {
  // for j<2 (w, t): r ← w with r[0] r[1] ← 1+10j 2+10j (an inner loop); t ← w+r; w ← r
  const b = new IrBuilder();
  const v = b.lit('int', [3], [0, 0, 0]);
  const [w, t] = b.forLoop([V3, V3], [v, v], int(2), (ob, j, [w0]) => {
    const [r] = ob.forLoop([V3], [w0!], int(2), (lb, i, [acc]) => [scatterOne(lb, acc!, i, lb.bin('add', lb.bin('add', i, int(1)), lb.bin('mul', j, int(10))))]);
    const sum = ob.map1([cSize(3)], [w0!, r!], ob.lambda([INT, INT, INT], (mb, [, x, y]) => mb.bin('add', x!, y!)));
    return [r!, sum];
  });
  // j=0: r = 1 2 0, t = 1 2 0; j=1: w = 1 2 0 (the inner scatter's last buffer), r = 11 12 0, t = 12 14 0
  assert.equal(results(b.program([w!, t!])), [[11, 12, 0], [12, 14, 0]]);
});

test('the stack writes of a loop (recursion\'s stack) in the branches of an if share one buffer, read before they write', () => {
  // for i<4: x ← acc[0]; even i: acc[0] ← x+10, odd i: acc[i] ← x+100
  const V4 = { elem: 'int' as const, shape: [cSize(4)] };
  const write = (lb: IrBuilder, dest: Atom, at: Atom, value: Atom): Atom => {
    const one = (x: Atom): Atom => lb.map1([cSize(1)], [], lb.lambda([INT], (mb, [p]) => mb.bin('add', p!, x)));
    const name = (a: Atom): string => (a.k === 'var' ? a.name : '');
    return lb.bind({ tag: 'scatter', dest: name(dest), indices: name(one(at)), values: name(one(value)), stackWrite: true }, V4);
  };
  const b = new IrBuilder();
  const v = b.lit('int', [4], [0, 0, 0, 0]);
  const [r] = b.forLoop([V4], [v], int(4), (lb, i, [acc]) => {
    const x = lb.bind({ tag: 'index', array: (acc as { name: string }).name, idx: [int(0)] }, INT);
    const even = lb.bin('eq', lb.bin('mod', int(2), i), int(0));
    return lb.if(even, [V4], (tb) => [write(tb, acc!, int(0), tb.bin('add', x, int(10)))], (eb) => [write(eb, acc!, i, eb.bin('add', x, int(100)))]);
  });
  const p = b.program([r!, v]);
  const loop = p.body.stmts.find((s) => s.exp.tag === 'loop')!;
  if (loop.exp.tag !== 'loop') throw new Error('no loop');
  assert.is(stackWrites(loop.exp.body).length, 2, 'both branches\' writes');
  // 10 0 0 0, 10 110 0 0, 20 110 0 0, 20 110 0 120; the initial value is kept
  assert.equal(results(p), [[20, 110, 0, 120], [0, 0, 0, 0]]);
});

test.run();
