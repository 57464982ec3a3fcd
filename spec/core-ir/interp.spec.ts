// The reference interpreter (core-ir/interp.ts): scalars, array constructors, structural
// operations, control and inputs; its SOACs (map, redomap, scanomap) are in interp-soacs.spec.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { interpret, prepare } from '../../core-ir/interp.js';
import { arrType, bool, char, float, int, IrBuilder, INT, FLOAT, BOOL } from '../../core-ir/builder.js';
import { cSize, vSize, type Atom } from '../../core-ir/syntax.js';
import { AplRuntimeError, makeValue, type ArrayValue } from '../../core-ir/value.js';
import { printProgram } from '../../core-ir/print.js';
import { validateProgram } from '../../core-ir/validate.js';
import { expectError, floats, ints, LOC, LOC2, one, plain, reduce, run, runError } from './interp-helpers.js';

// ---- scalars ----

test('i32 arithmetic wraps around', () => {
  assert.equal(one((b) => [b.bin('add', int(2147483647), int(1))]), [-2147483648]);
  assert.equal(one((b) => [b.bin('mul', int(65536), int(65537))]), [65536]);
  assert.equal(one((b) => [b.un('neg', int(-2147483648))]), [-2147483648]);
});

test('floats are rounded to f32 after each op', () => {
  const want = Math.fround(Math.fround(0.1) + Math.fround(0.2));
  assert.equal(one((b) => [b.bin('add', float(0.1), float(0.2))]), [want]);
  assert.is.not(want, 0.1 + 0.2);
  assert.equal(one((b) => [b.bin('div', float(1), float(3))]), [Math.fround(1 / 3)]);
});

test('mod takes the sign of the left operand', () => {
  assert.equal(one((b) => [b.bin('mod', int(-3), int(5))]), [-1]);
  assert.equal(one((b) => [b.bin('mod', int(3), int(-5))]), [1]);
  assert.equal(one((b) => [b.bin('mod', int(3), int(5))]), [2]);
  assert.equal(one((b) => [b.bin('mod', float(-3), float(5))]), [-1]);
});

test('un, select, comparisons', () => {
  assert.equal(one((b) => [b.un('floor', float(-2.5))]), [-3]);
  assert.equal(one((b) => [b.select(b.bin('lt', int(1), int(2)), int(10), int(20))]), [10]);
  assert.equal(one((b) => [b.select(bool(false), int(10), int(20))]), [20]);
  assert.equal(run((b) => [b.bin('eq', char('a'), char('a'))])[0], { shape: [], data: [1], elem: 'bool' });
});

test('a scalar domain error becomes DOMAIN ERROR at the statement', () => {
  const err = expectError((b) => [b.un('recip', float(0), LOC)], 'DOMAIN', LOC);
  assert.ok(err.message.length > 0);
  expectError((b) => [b.un('not', bool(1)), b.bin('and', bool(1), bool(1)), b.un('toBool', int(2), LOC2)], 'DOMAIN', LOC2);
});

// ---- array constructors ----

test('lit, iota, replicate, copy', () => {
  assert.equal(run((b) => [b.lit('int', [2, 2], [1, 2, 3, 4])])[0], { shape: [2, 2], data: [1, 2, 3, 4], elem: 'int' });
  assert.equal(run((b) => [b.lit('char', [2], [104, 105])])[0], { shape: [2], data: [104, 105], elem: 'char' });
  assert.equal(run((b) => [b.iota(cSize(5))])[0], { shape: [5], data: [0, 1, 2, 3, 4], elem: 'int' });
  assert.equal(run((b) => [b.iota(cSize(0))])[0], { shape: [0], data: [], elem: 'int' });
  assert.equal(run((b) => [b.replicate([cSize(2), cSize(3)], float(1.5))])[0], { shape: [2, 3], data: [1.5, 1.5, 1.5, 1.5, 1.5, 1.5], elem: 'float' });
  assert.equal(run((b) => [b.copy(ints(b, [7, 8]))])[0]!.data, [7, 8]);
  assert.equal(run((b) => [b.atom(ints(b, [7, 8]))])[0]!.data, [7, 8]);
});

test('a literal keeps float data as f32 and int data as i32', () => {
  assert.equal(one((b) => [floats(b, [0.1])]), [Math.fround(0.1)]);
  assert.equal(one((b) => [ints(b, [2 ** 31])]), [-(2 ** 31)]);
});


// ---- structural operations ----

test('reshape keeps row-major order; a count mismatch is a LENGTH ERROR', () => {
  assert.equal(run((b) => [b.reshape([cSize(3), cSize(2)], b.iota(cSize(6)))])[0], { shape: [3, 2], data: [0, 1, 2, 3, 4, 5], elem: 'int' });
  expectError((b) => [b.reshape([cSize(4)], b.iota(cSize(6)), LOC)], 'LENGTH', LOC);
});

test('rearrange', () => {
  assert.equal(run((b) => [b.rearrange([1, 0], b.lit('int', [2, 3], [1, 2, 3, 4, 5, 6]))])[0], { shape: [3, 2], data: [1, 4, 2, 5, 3, 6], elem: 'int' });
  const r = run((b) => [b.rearrange([2, 0, 1], b.reshape([cSize(2), cSize(3), cSize(4)], b.iota(cSize(24))))])[0]!;
  assert.equal(r.shape, [4, 2, 3]);
  // r[k][i][j] = a[i][j][k] = 12i + 4j + k
  assert.equal(r.data.slice(0, 7), [0, 4, 8, 12, 16, 20, 1]);
});

test('reverse along each axis', () => {
  const m = (b: IrBuilder): Atom => b.lit('int', [2, 3], [1, 2, 3, 4, 5, 6]);
  assert.equal(one((b) => [b.reverse(0, m(b))]), [4, 5, 6, 1, 2, 3]);
  assert.equal(one((b) => [b.reverse(1, m(b))]), [3, 2, 1, 6, 5, 4]);
});

test('rotate: negative amounts and amounts past the dim', () => {
  const v = (b: IrBuilder): Atom => ints(b, [1, 2, 3, 4, 5]);
  assert.equal(one((b) => [b.rotate(0, int(2), v(b))]), [3, 4, 5, 1, 2]);
  assert.equal(one((b) => [b.rotate(0, int(-1), v(b))]), [5, 1, 2, 3, 4]);
  assert.equal(one((b) => [b.rotate(0, int(12), v(b))]), [3, 4, 5, 1, 2]);
  assert.equal(one((b) => [b.rotate(0, int(-11), v(b))]), [5, 1, 2, 3, 4]);
  assert.equal(one((b) => [b.rotate(1, int(1), b.lit('int', [2, 3], [1, 2, 3, 4, 5, 6]))]), [2, 3, 1, 5, 6, 4]);
  assert.equal(one((b) => [b.rotate(0, int(3), b.iota(cSize(0)))]), []);
});

test('concat along the first and last axis', () => {
  const r = run((b) => {
    const x = b.lit('int', [2, 2], [1, 2, 3, 4]);
    const y = b.lit('int', [2, 1], [9, 8]);
    const z = b.lit('int', [1, 2], [7, 7]);
    return [b.concat(1, [x, y]), b.concat(0, [x, z])];
  });
  assert.equal(r[0], { shape: [2, 3], data: [1, 2, 9, 3, 4, 8], elem: 'int' });
  assert.equal(r[1], { shape: [3, 2], data: [1, 2, 3, 4, 7, 7], elem: 'int' });
});

test('window: take with overtake fills, drop shifts', () => {
  const v = (b: IrBuilder): Atom => ints(b, [1, 2, 3]);
  // 5↑v
  assert.equal(one((b) => [b.window(v(b), [int(0)], [cSize(5)], int(0))]), [1, 2, 3, 0, 0]);
  // ¯5↑v
  assert.equal(one((b) => [b.window(v(b), [int(-2)], [cSize(5)], int(0))]), [0, 0, 1, 2, 3]);
  // 1↓v
  assert.equal(one((b) => [b.window(v(b), [int(1)], [cSize(2)], int(0))]), [2, 3]);
  // 2 3↑ of a 1×2 matrix, fill with a char-like value
  const r = run((b) => [b.window(b.lit('int', [1, 2], [5, 6]), [int(0), int(0)], [cSize(2), cSize(3)], int(-1))])[0]!;
  assert.equal(r, { shape: [2, 3], data: [5, 6, -1, -1, -1, -1], elem: 'int' });
});

test('index and its INDEX ERROR', () => {
  assert.equal(one((b) => [b.index(b.lit('int', [2, 2], [1, 2, 3, 4]), [int(1), int(0)])]), [3]);
  expectError((b) => [b.index(ints(b, [1, 2]), [int(2)], LOC)], 'INDEX', LOC);
  expectError((b) => [b.index(ints(b, [1, 2]), [int(-1)], LOC2)], 'INDEX', LOC2);
});

test('gather with whole axes and index arrays of any rank', () => {
  const r = run((b) => {
    const m = b.lit('int', [3, 2], [10, 11, 20, 21, 30, 31]);
    const rows = b.lit('int', [2, 2], [2, 0, 1, 1]);
    const col = b.lit('int', [1], [1]);
    return [b.gather(m, [rows, null]), b.gather(m, [null, col]), b.gather(m, [rows, col])];
  });
  assert.equal(r[0], { shape: [2, 2, 2], data: [30, 31, 10, 11, 20, 21, 20, 21], elem: 'int' });
  assert.equal(r[1], { shape: [3, 1], data: [11, 21, 31], elem: 'int' });
  assert.equal(r[2], { shape: [2, 2, 1], data: [31, 11, 21, 21], elem: 'int' });
  expectError((b) => [b.gather(ints(b, [1, 2]), [ints(b, [0, 2])], LOC)], 'INDEX', LOC);
});

// ---- control ----

test('if picks a branch', () => {
  const pick = (c: boolean): number[] =>
    run((b) => b.if(bool(c), [arrType('int', [2]), INT], (tb) => [ints(tb, [1, 2]), int(3)], (eb) => [ints(eb, [4, 5]), eb.bin('add', int(3), int(3))])).map((v) => v.data).flat();
  assert.equal(pick(true), [1, 2, 3]);
  assert.equal(pick(false), [4, 5, 6]);
});

test('if may bind a size together with an array of that size', () => {
  const r = run((b) => {
    const k = b.fresh('k');
    const a = b.fresh('a');
    const exp = {
      tag: 'if' as const,
      cond: bool(true),
      then: b.body((tb) => [int(2), tb.iota(cSize(2))]),
      else: b.body((eb) => [int(3), eb.iota(cSize(3))]),
    };
    return [...b.emit({ names: [{ name: k, type: INT }, { name: a, type: { elem: 'int', shape: [vSize(k)] } }], exp })];
  });
  assert.equal(r[1], { shape: [2], data: [0, 1], elem: 'int' });
});

test('for loop: params update simultaneously, iteration variable counts up', () => {
  // (a, b) ← (b, a + b) ten times: Fibonacci; s accumulates i
  const r = run((b) => b.forLoop([INT, INT, INT], [int(0), int(1), int(0)], int(10), (lb, i, [x, y, s]) => [y!, lb.bin('add', x!, y!), lb.bin('add', s!, i)]));
  assert.equal(r.map((v) => v.data[0]), [55, 89, 45]);
  // zero and negative counts run no iteration
  assert.equal(run((b) => b.forLoop([INT], [int(7)], int(-2), (lb, _i, [x]) => [lb.bin('add', x!, int(1))]))[0]!.data, [7]);
});

test('for loop over an array param', () => {
  const r = run((b) => {
    const v = ints(b, [1, 2, 3]);
    const t = b.typeOf(v);
    return b.forLoop([t], [v], int(3), (lb, _i, [a]) => [lb.map1(t.shape, [a!], lb.lambda([INT, INT], (mb, [, x]) => mb.bin('mul', x!, int(2))))]);
  });
  assert.equal(r[0], { shape: [3], data: [8, 16, 24], elem: 'int' });
});

test('while loop: Collatz steps of 27', () => {
  const r = run((b) =>
    b.whileLoop(
      [INT, INT],
      [int(27), int(0)],
      (cb, [x]) => cb.bin('ne', x!, int(1)),
      (lb, [x, n]) => {
        const even = lb.bin('eq', lb.bin('mod', int(2), x!), int(0));
        const half = lb.bin('idiv', x!, int(2));
        const up = lb.bin('add', lb.bin('mul', x!, int(3)), int(1));
        return [lb.select(even, half, up), lb.bin('add', n!, int(1))];
      },
    ),
  );
  assert.equal(r.map((v) => v.data[0]), [1, 111]);
});

test('assert stops with its class, message and location', () => {
  const err = expectError((b) => {
    b.assert(bool(true), 'LENGTH', 'never', LOC2);
    b.assert(b.bin('eq', int(3), int(4)), 'LENGTH', 'lengths 3 and 4 differ', LOC);
    return [int(0)];
  }, 'LENGTH', LOC);
  assert.is(err.message, 'lengths 3 and 4 differ');
  expectError((b) => {
    b.assert(bool(false), 'AXIS', 'bad axis');
    return [];
  }, 'AXIS', null);
});

test('output reports values in order, before a later error', () => {
  const b = new IrBuilder();
  b.output(int(1));
  b.output(ints(b, [2, 3]));
  b.output(char('x'));
  b.assert(bool(false), 'DOMAIN', 'stop', LOC);
  const seen: ArrayValue[] = [];
  assert.throws(() => interpret(b.program([]), [], (v) => seen.push(v)), (e: unknown) => e instanceof AplRuntimeError && e.cls === 'DOMAIN');
  assert.equal(seen.map(plain), [
    { shape: [], data: [1], elem: 'int' },
    { shape: [2], data: [2, 3], elem: 'int' },
    { shape: [], data: [120], elem: 'char' },
  ]);
});

// ---- inputs and sizes ----

test('inputs bind params and their size params', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const m = b.sizeParam('m');
  const a = b.param('a', { elem: 'float', shape: [n, m] });
  const s = b.param('s', FLOAT);
  const shape = [n, m];
  const r = b.map1(shape, [a], b.lambda([INT, INT, FLOAT], (lb, [i, , x]) => lb.bin('add', lb.bin('mul', x!, s), lb.un('toFloat', i!))));
  const rows = reduce(b, 'add', r, true, float(0));
  const p = b.program([rows, b.atom(vAtomOf(n))]);
  assert.equal(validateProgram(p), []);
  const out = interpret(p, [makeValue('float', [2, 3], [1, 2, 3, 4, 5, 6]), makeValue('float', [], [2])]).map(plain);
  assert.equal(out[0], { shape: [2], data: [12, 33], elem: 'float' });
  assert.equal(out[1]!.data, [2]);
  // the same compiled program runs again on other inputs
  const again = prepare(p).run([makeValue('float', [1, 1], [5]), makeValue('float', [], [1])]).map(plain);
  assert.equal(again[0]!.data, [5]);
});

function vAtomOf(s: ReturnType<typeof vSize>): Atom {
  return { k: 'var', name: s.k === 'var' ? s.name : '' };
}

test('bool inputs widen to an int param', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const a = b.param('a', { elem: 'int', shape: [n] });
  const out = interpret(b.program([reduce(b, 'add', a, true, int(0))]), [makeValue('bool', [3], [1, 0, 1])]);
  assert.equal(plain(out[0]!), { shape: [], data: [2], elem: 'int' });
});

test('a char input for an int param is a DOMAIN ERROR', () => {
  const b = new IrBuilder();
  const a = b.param('a', INT);
  const err = runError(b.program([a]), [makeValue('char', [], [97])]);
  assert.is(err.cls, 'DOMAIN');
});

test('inputs that disagree on a size variable are a LENGTH ERROR', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const x = b.param('x', { elem: 'int', shape: [n] });
  b.param('y', { elem: 'int', shape: [n] });
  const err = runError(b.program([x]), [makeValue('int', [3], [1, 2, 3]), makeValue('int', [4], [1, 2, 3, 4])]);
  assert.is(err.cls, 'LENGTH');
});

test('a statement whose array disagrees with its declared dims is a LENGTH ERROR', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  b.param('x', { elem: 'int', shape: [n] });
  // declared [n] but computed with 4 elements
  const y = b.bind({ tag: 'iota', n: cSize(4) }, { elem: 'int', shape: [n] }, LOC);
  const err = runError(b.program([y]), [makeValue('int', [3], [1, 2, 3])]);
  assert.is(err.cls, 'LENGTH');
  assert.equal(err.loc, LOC);
  assert.match(err.message, /\[n_0=3\]int/);
});

test('SOAC inputs of the wrong shape are a LENGTH ERROR', () => {
  expectError((b) => {
    const a = ints(b, [1, 2, 3]);
    const lam = b.lambda([INT, INT], (lb, [, x]) => lb.bin('add', x!, int(1)));
    return [b.bind({ tag: 'map', shape: [cSize(4)], arrays: [a.k === 'var' ? a.name : ''], lambda: lam }, arrType('int', [4]), LOC)];
  }, 'LENGTH', LOC);
});

test('concat of variable dims binds the summed size first (builder), and runs', () => {
  const b = new IrBuilder();
  const n = b.sizeParam('n');
  const a = b.param('a', { elem: 'int', shape: [n] });
  const c = b.concat(0, [a, ints(b, [7, 8]), a]);
  const p = b.program([c]);
  assert.equal(validateProgram(p), [], printProgram(p));
  assert.match(printProgram(p), /let cat_\d+: \[n_\d+\]int = concat@0/);
  assert.equal(plain(interpret(p, [makeValue('int', [1], [5])])[0]!), { shape: [4], data: [5, 7, 8, 5], elem: 'int' });
});

test('a bool-typed program result and a scalar result', () => {
  const r = run((b) => [b.bin('lt', float(1), float(2)), int(5)]);
  assert.equal(r, [
    { shape: [], data: [1], elem: 'bool' },
    { shape: [], data: [5], elem: 'int' },
  ]);
  assert.equal(run((b) => [b.bin('or', bool(0), bool(1))])[0]!.elem, BOOL.elem);
});

test.run();
