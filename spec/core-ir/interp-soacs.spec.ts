// The interpreter's SOACs: map, redomap and scanomap (core-ir/interp-soacs.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { float, int, INT, FLOAT } from '../../core-ir/builder.js';
import { cSize, vSize } from '../../core-ir/syntax.js';
import { expectError, floats, ints, LOC, one, reduce, run, scan } from './interp-helpers.js';

// ---- map ----

test('map gets one index per dim, then elements; several results', () => {
  const r = run((b) => {
    const a = b.lit('int', [2, 3], [1, 2, 3, 4, 5, 6]);
    const shape = [cSize(2), cSize(3)];
    const lam = b.lambda([INT, INT, INT], (lb, [i, j, x]) => {
      const t = lb.bin('add', lb.bin('mul', i!, int(10)), j!);
      return [lb.bin('add', lb.bin('mul', t, int(100)), x!), lb.bin('gt', x!, int(3))];
    });
    return b.map(shape, [a], lam);
  });
  assert.equal(r[0], { shape: [2, 3], data: [1, 102, 203, 1004, 1105, 1206], elem: 'int' });
  assert.equal(r[1], { shape: [2, 3], data: [0, 0, 0, 1, 1, 1], elem: 'bool' });
});

test('map over two arrays, reading a third by index', () => {
  const r = one((b) => {
    const x = floats(b, [1, 2, 3]);
    const y = floats(b, [10, 20, 30]);
    const z = floats(b, [100, 200, 300]);
    const lam = b.lambda([INT, FLOAT, FLOAT], (lb, [i, p, q]) => {
      const rev = lb.bin('sub', int(2), i!);
      return lb.bin('add', lb.bin('add', p!, q!), lb.index(z, [rev]));
    });
    return [b.map1([cSize(3)], [x, y], lam)];
  });
  assert.equal(r, [311, 222, 133]);
});

test('map over an empty array gives an empty array', () => {
  const r = run((b) => {
    const a = b.iota(cSize(0));
    return [b.map1([cSize(0)], [a], b.lambda([INT, INT], (lb, [, x]) => lb.bin('add', x!, int(1))))];
  });
  assert.equal(r[0], { shape: [0], data: [], elem: 'int' });
});

test('a scalar error inside a lambda reports the map statement', () => {
  expectError((b) => {
    const a = floats(b, [1, 0]);
    return [b.map1([cSize(2)], [a], b.lambda([INT, FLOAT], (lb, [, x]) => lb.un('recip', x!)), LOC)];
  }, 'DOMAIN', LOC);
});

// ---- reductions and scans ----

test('non-associative reduce is a right fold: -/1 2 3 4 = ¯2', () => {
  assert.equal(one((b) => [reduce(b, 'sub', ints(b, [1, 2, 3, 4]), false, int(0))]), [-2]);
  // ÷/ 1 2 4 8 = 1÷(2÷(4÷8)) = 0.25
  assert.equal(one((b) => [reduce(b, 'div', floats(b, [1, 2, 4, 8]), false, float(1))]), [0.25]);
});

test('non-associative scan: -\\1 2 3 4 = 1 ¯1 2 ¯2', () => {
  assert.equal(one((b) => [scan(b, 'sub', ints(b, [1, 2, 3, 4]), false)]), [1, -1, 2, -2]);
});

test('associative reduce and scan', () => {
  assert.equal(one((b) => [reduce(b, 'add', ints(b, [1, 2, 3, 4]), true, int(0))]), [10]);
  assert.equal(one((b) => [scan(b, 'add', ints(b, [1, 2, 3, 4]), true)]), [1, 3, 6, 10]);
  assert.equal(one((b) => [reduce(b, 'max', ints(b, [3, 9, 2]), true, int(-2147483648))]), [9]);
});

test('reduce and scan along the last dim of a matrix', () => {
  const r = run((b) => {
    const m = b.lit('int', [2, 3], [1, 2, 3, 4, 5, 6]);
    return [reduce(b, 'sub', m, false, int(0)), scan(b, 'sub', m, false), reduce(b, 'add', m, true, int(0))];
  });
  assert.equal(r[0], { shape: [2], data: [2, 5], elem: 'int' });
  assert.equal(r[1], { shape: [2, 3], data: [1, -1, 2, 4, -1, 5], elem: 'int' });
  assert.equal(r[2]!.data, [6, 15]);
});

test('a reduction of an empty dim gives the neutral', () => {
  const r = run((b) => {
    const e = b.lit('int', [3, 0], []);
    return [reduce(b, 'add', b.iota(cSize(0)), true, int(0)), reduce(b, 'mul', e, true, int(1)), reduce(b, 'sub', b.iota(cSize(0)), false, int(0))];
  });
  assert.equal(r[0], { shape: [], data: [0], elem: 'int' });
  assert.equal(r[1], { shape: [3], data: [1, 1, 1], elem: 'int' });
  assert.equal(r[2]!.data, [0]);
  assert.equal(one((b) => [scan(b, 'add', b.iota(cSize(0)), true)]), []);
});

test('an empty reduction with no neutral is a DOMAIN ERROR', () => {
  expectError((b) => [reduce(b, 'max', b.iota(cSize(0)), true, null, LOC)], 'DOMAIN', LOC);
});

test('a scalar error inside a fold operator reports the reduction', () => {
  // ÷/ 1 0 = 1÷0
  expectError((b) => [reduce(b, 'div', floats(b, [1, 0]), false, float(1), LOC)], 'DOMAIN', LOC);
});

test('an if inside a lambda', () => {
  // the absolute value, by cases
  const r = one((b) => [b.map1([cSize(3)], [ints(b, [-2, 0, 5])], b.lambda([INT, INT], (lb, [, x]) =>
    lb.if(lb.bin('lt', x!, int(0)), [INT], (tb) => [tb.un('neg', x!)], () => [x!])[0]!))]);
  assert.equal(r, [2, 0, 5]);
});

test('a negative size is one past the limit: a LIMIT ERROR (the lowering checks lengths from values ≥ 0)', () => {
  expectError((b) => {
    const k = b.atom(int(-1));
    return [b.iota(vSize(k.k === 'var' ? k.name : ''), LOC)];
  }, 'LIMIT', LOC);
});

test('f32 accumulation in a float reduction', () => {
  const xs = Array.from({ length: 10 }, () => 0.1);
  let want = Math.fround(0.1);
  for (let i = 1; i < 10; i++) want = Math.fround(want + Math.fround(0.1));
  assert.equal(one((b) => [reduce(b, 'add', floats(b, xs), true, float(0))]), [want]);
});

test('a fold operator with a body of several statements (generic path)', () => {
  // a ∇ b = a - 2×b, right fold over 1 2 3: 1 ∇ (2 ∇ 3) = 1 - 2×(2 - 6) = 9
  const r = one((b) => {
    const a = ints(b, [1, 2, 3]);
    const op = b.lambda([INT, INT], (lb, [x, y]) => lb.bin('sub', x!, lb.bin('mul', int(2), y!)));
    return [b.redomap([cSize(3)], [a], b.elemLambda(1, 'int'), op, null, false)];
  });
  assert.equal(r, [9]);
  // the scan of the same: 1, 1∇2 = -3, 9
  const s = one((b) => {
    const a = ints(b, [1, 2, 3]);
    const op = b.lambda([INT, INT], (lb, [x, y]) => lb.bin('sub', x!, lb.bin('mul', int(2), y!)));
    return [b.scanomap([cSize(3)], [a], b.elemLambda(1, 'int'), op, false)];
  });
  assert.equal(s, [1, -3, 9]);
});

test('redomap as an inner product: the map reads both matrices by index', () => {
  // [2][3] +.× [3][2], iteration shape [2][2][3]
  const r = run((b) => {
    const x = b.lit('int', [2, 3], [1, 2, 3, 4, 5, 6]);
    const y = b.lit('int', [3, 2], [7, 8, 9, 10, 11, 12]);
    const map = b.lambda([INT, INT, INT], (lb, [i, j, k]) => lb.bin('mul', lb.index(x, [i!, k!]), lb.index(y, [k!, j!])));
    return [b.redomap([cSize(2), cSize(2), cSize(3)], [], map, b.binLambda('add', 'int'), int(0), true)];
  });
  assert.equal(r[0], { shape: [2, 2], data: [58, 64, 139, 154], elem: 'int' });
});

test.run();
