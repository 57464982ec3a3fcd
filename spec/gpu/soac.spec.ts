// map, redomap and scanomap kernels on the real device, against hand-computed values.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { evalBin } from '../../ops/scalar-ops.js';
import type { ArrayValue } from '../../core-ir/value.js';
import type { Atom, BinOp, Elem, Lambda, Stmt } from '../../core-ir/syntax.js';
import { arr, binLam, c, gpuAvailable, idLam, k, lam, lit, loc, out, p, prog, run, runError, sameValue, st, v } from './harness.js';

const test = suite('gpu: map, redomap, scanomap');
const on = await gpuAvailable(test, 'spec/gpu/soac.spec');

/** Deterministic ints in [-50, 50]. */
function ints(n: number, seed = 1): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return ((s >>> 8) % 101) - 50;
  });
}

const count = (shape: readonly number[]): number => shape.reduce((a, b) => a * b, 1);

function redomapStmt(shape: readonly number[], elem: Elem, op: BinOp, assoc: boolean, neutral: Atom | null, map?: Lambda): Stmt {
  return st(
    p('r', elem, shape.slice(0, -1)),
    { tag: 'redomap', shape: shape.map(c), arrays: ['x'], map: map ?? idLam(shape.length, elem), op: binLam(op, elem), neutral: neutral === null ? null : [neutral], assoc },
    loc(5),
  );
}

function scanStmt(shape: readonly number[], elem: Elem, op: BinOp, assoc: boolean): Stmt {
  return st(p('r', elem, shape), { tag: 'scanomap', shape: shape.map(c), arrays: ['x'], map: idLam(shape.length, elem), op: binLam(op, elem), assoc }, loc(5));
}

/** Row-wise right folds (APL reduce) of mapped values. */
function expectReduce(shape: readonly number[], data: readonly number[], elem: Elem, op: BinOp, g: (x: number, row: number, j: number) => number = (x) => x): number[] {
  const n = shape[shape.length - 1]!;
  const m = count(shape.slice(0, -1));
  const res: number[] = [];
  for (let r = 0; r < m; r++) {
    let acc = g(data[r * n + n - 1]!, r, n - 1);
    for (let j = n - 2; j >= 0; j--) acc = evalBin(op, elem, g(data[r * n + j]!, r, j), acc);
    res.push(acc);
  }
  return res;
}

/** Row-wise APL scans: each element the right fold of its prefix (assoc: a running left fold). */
function expectScan(shape: readonly number[], data: readonly number[], elem: Elem, op: BinOp, assoc: boolean): number[] {
  const n = shape[shape.length - 1]!;
  const m = count(shape.slice(0, -1));
  const res: number[] = [];
  for (let r = 0; r < m; r++) {
    let run = 0;
    for (let i = 0; i < n; i++) {
      const x = data[r * n + i]!;
      if (assoc) {
        run = i === 0 ? x : evalBin(op, elem, run, x);
        res.push(run);
      } else {
        let acc = x;
        for (let j = i - 1; j >= 0; j--) acc = evalBin(op, elem, data[r * n + j]!, acc);
        res.push(acc);
      }
    }
  }
  return res;
}

async function reduceOnGpu(shape: readonly number[], data: readonly number[], elem: Elem, stmt: Stmt): Promise<{ value: ArrayValue['data']; dispatches: number; shape: readonly number[] }> {
  const r = await run(prog([stmt], [v('r')], [p('x', elem, shape)]), [arr(elem, shape, data)]);
  return { value: r.results[0]!.data, dispatches: r.dispatches, shape: r.results[0]!.shape };
}

if (on) {
  test('map over a rank-2 shape: index params, two results, free scalars, index into another array', async () => {
    const body: Stmt[] = [
      st(p('t', 'int'), { tag: 'bin', op: 'mul', left: v('i'), right: k(10, 'int') }),
      st(p('u', 'int'), { tag: 'bin', op: 'add', left: v('t'), right: v('j') }),
      st(p('w', 'int'), { tag: 'bin', op: 'add', left: v('u'), right: v('x') }),
      st(p('q', 'int'), { tag: 'index', array: 'table', idx: [v('j')] }),
      st(p('z', 'int'), { tag: 'bin', op: 'add', left: v('q'), right: v('s') }),
      st(p('zz', 'int'), { tag: 'bin', op: 'add', left: v('z'), right: v('dev') }),
      st(p('b', 'bool'), { tag: 'bin', op: 'gt', left: v('x'), right: k(5, 'int') }),
    ];
    const lambda = lam([p('i', 'int'), p('j', 'int'), p('x', 'int')], body, [v('w'), v('zz'), v('b')], ['int', 'int', 'bool']);
    const r = await run(
      prog([
        lit('x', 'int', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [3, 4]),
        lit('table', 'int', [100, 200, 300, 400]),
        st(p('s', 'int'), { tag: 'atom', atom: k(1000, 'int') }),
        st(p('dev', 'int'), { tag: 'index', array: 'table', idx: [k(0, 'int')] }),
        st([p('w', 'int', [3, 4]), p('z', 'int', [3, 4]), p('b', 'bool', [3, 4])], { tag: 'map', shape: [c(3), c(4)], arrays: ['x'], lambda }),
        out('w'),
        out('z'),
        out('b'),
      ]),
    );
    sameValue(r.outputs[0]!, arr('int', [3, 4], [1, 3, 5, 7, 15, 17, 19, 21, 29, 31, 33, 35]));
    sameValue(r.outputs[1]!, arr('int', [3, 4], [1200, 1300, 1400, 1500, 1200, 1300, 1400, 1500, 1200, 1300, 1400, 1500]));
    sameValue(r.outputs[2]!, arr('bool', [3, 4], [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]));
    assert.is(r.dispatches, 1);
  });

  test('map over an empty shape: no dispatch', async () => {
    const r = await run(prog([st(p('y', 'int', [0, 5]), { tag: 'map', shape: [c(0), c(5)], arrays: ['x'], lambda: idLam(2, 'int') })], [v('y')], [p('x', 'int', [0, 5])]), [arr('int', [0, 5], [])]);
    sameValue(r.results[0]!, arr('int', [0, 5], []));
    assert.is(r.dispatches, 0);
  });

  test('INDEX ERROR from an index inside a lambda', async () => {
    const body = [st(p('q', 'int'), { tag: 'index', array: 'table', idx: [v('x')] })];
    const lambda = lam([p('i', 'int'), p('x', 'int')], body, [v('q')], ['int']);
    const { err } = await runError(prog([lit('x', 'int', [0, 3, 1]), lit('table', 'int', [5, 6, 7]), st(p('y', 'int', [3]), { tag: 'map', shape: [c(3)], arrays: ['x'], lambda }, loc(11)), out('y')]));
    assert.is(err.cls, 'INDEX');
    assert.is(err.message, 'an index is out of range for an axis of length 3');
    assert.equal(err.loc, loc(11));
  });

  for (const n of [0, 1, 255, 256, 257, 100000]) {
    test(`reduce of ${n} elements: +/ (assoc) and -/ (right fold), ⌈/ on floats`, async () => {
      const data = ints(n, n + 7);
      const plus = await reduceOnGpu([n], data, 'int', redomapStmt([n], 'int', 'add', true, k(0, 'int')));
      assert.equal([...plus.value], [data.reduce((a, b) => (a + b) | 0, 0)]);
      assert.equal(plus.shape, []);
      const minus = await reduceOnGpu([n], data, 'int', redomapStmt([n], 'int', 'sub', false, k(0, 'int')));
      assert.equal([...minus.value], n === 0 ? [0] : expectReduce([n], data, 'int', 'sub'));
      const fdata = data.map((x) => Math.fround(x / 3));
      const mx = await reduceOnGpu([n], fdata, 'float', redomapStmt([n], 'float', 'max', true, k(-3.4028234663852886e38, 'float')));
      assert.equal([...mx.value], [n === 0 ? Math.fround(-3.4028234663852886e38) : Math.max(...fdata)]);
    });
  }

  test('reduce with a map lambda that uses the index and squares (wrapping i32)', async () => {
    const n = 70000;
    const data = ints(n, 3).map((x) => x * 1000);
    const body: Stmt[] = [
      st(p('sq', 'int'), { tag: 'bin', op: 'mul', left: v('x'), right: v('x') }),
      st(p('y', 'int'), { tag: 'bin', op: 'add', left: v('sq'), right: v('i') }),
    ];
    const map = lam([p('i', 'int'), p('x', 'int')], body, [v('y')], ['int']);
    const r = await reduceOnGpu([n], data, 'int', redomapStmt([n], 'int', 'add', true, k(0, 'int'), map));
    let want = 0;
    data.forEach((x, i) => (want = (want + Math.imul(x, x) + i) | 0));
    assert.equal([...r.value], [want]);
  });

  test('an operator with a loop inside (gcd) over 100000 elements: assoc reduce and exact right fold', async () => {
    const n = 100000;
    const data = ints(n, 17).map((x) => x * 6 + 12);
    const g = await reduceOnGpu([n], data, 'int', redomapStmt([n], 'int', 'gcd', true, k(0, 'int')));
    assert.equal([...g.value], [data.reduce((a, b) => evalBin('gcd', 'int', a, b), 0)]);
    // a - gcd(a, b): not associative, folded from the right in rounds
    const body: Stmt[] = [
      st(p('g', 'int'), { tag: 'bin', op: 'gcd', left: v('a'), right: v('b') }),
      st(p('r', 'int'), { tag: 'bin', op: 'sub', left: v('a'), right: v('g') }),
    ];
    const op = lam([p('a', 'int'), p('b', 'int')], body, [v('r')], ['int']);
    const stmt = st(p('r', 'int'), { tag: 'redomap', shape: [c(n)], arrays: ['x'], map: idLam(1, 'int'), op, neutral: null, assoc: false });
    const r = await reduceOnGpu([n], data, 'int', stmt);
    let acc = data[n - 1]!;
    for (let j = n - 2; j >= 0; j--) acc = (data[j]! - evalBin('gcd', 'int', data[j]!, acc)) | 0;
    assert.equal([...r.value], [acc]);
    assert.ok(r.dispatches > 1, 'several rounds');
  });

  test('reduce of an empty array with no identity: DOMAIN ERROR', async () => {
    const { err } = await runError(prog([redomapStmt([0], 'int', 'sub', false, null), out('r')], [], [p('x', 'int', [0])]), [arr('int', [0], [])]);
    assert.is(err.cls, 'DOMAIN');
    assert.equal(err.loc, loc(5));
  });

  const segmented: [number[], BinOp, boolean][] = [
    [[3, 5], 'add', true],
    [[1000, 300], 'add', true],
    [[2, 100000], 'add', true],
    [[40000, 3], 'add', true],
    [[2, 3, 700], 'max', true],
    [[50, 300], 'sub', false],
    [[4, 0], 'add', true],
    [[0, 5], 'add', true],
  ];
  for (const [shape, op, assoc] of segmented) {
    test(`segmented reduce over ${shape.join('×')} by ${op}`, async () => {
      const data = ints(count(shape), 11);
      const r = await reduceOnGpu(shape, data, 'int', redomapStmt(shape, 'int', op, assoc, k(0, 'int')));
      const want = shape[shape.length - 1] === 0 ? new Array<number>(count(shape.slice(0, -1))).fill(0) : expectReduce(shape, data, 'int', op);
      assert.equal(r.shape, shape.slice(0, -1));
      assert.equal([...r.value], want);
    });
  }

  test('segmented reduce: the map lambda sees the row index', async () => {
    const shape = [6, 500];
    const data = ints(3000, 5);
    const body = [st(p('y', 'int'), { tag: 'bin', op: 'mul', left: v('x'), right: v('i0') })];
    const map = lam([p('i0', 'int'), p('i1', 'int'), p('x', 'int')], body, [v('y')], ['int']);
    const r = await reduceOnGpu(shape, data, 'int', redomapStmt(shape, 'int', 'add', true, k(0, 'int'), map));
    assert.equal([...r.value], expectReduce(shape, data, 'int', 'add', (x, row) => x * row));
  });

  for (const n of [0, 1, 255, 256, 257, 100000]) {
    test(`scan of ${n} elements: +\\ (assoc), ⌈\\ on floats`, async () => {
      const data = ints(n, n + 1);
      const plus = await reduceOnGpu([n], data, 'int', scanStmt([n], 'int', 'add', true));
      assert.equal([...plus.value], expectScan([n], data, 'int', 'add', true));
      const fdata = data.map((x) => Math.fround(x * 0.37));
      const mx = await reduceOnGpu([n], fdata, 'float', scanStmt([n], 'float', 'max', true));
      assert.equal([...mx.value], expectScan([n], fdata, 'float', 'max', true));
    });
  }

  for (const n of [0, 1, 255, 256, 257, 3000]) {
    test(`non-associative scan -\\ of ${n} elements`, async () => {
      const data = ints(n, n + 2);
      const r = await reduceOnGpu([n], data, 'int', scanStmt([n], 'int', 'sub', false));
      assert.equal([...r.value], expectScan([n], data, 'int', 'sub', false));
    });
  }

  const segScans: [number[], BinOp, boolean][] = [
    [[3, 1000], 'add', true],
    [[500, 300], 'add', true],
    [[2, 3, 70], 'sub', false],
    [[3, 0], 'add', true],
  ];
  for (const [shape, op, assoc] of segScans) {
    test(`segmented scan over ${shape.join('×')} by ${op}`, async () => {
      const data = ints(count(shape), 13);
      const r = await reduceOnGpu(shape, data, 'int', scanStmt(shape, 'int', op, assoc));
      assert.equal(r.shape, shape);
      assert.equal([...r.value], expectScan(shape, data, 'int', op, assoc));
    });
  }

  test('2-D dispatch past 65535 workgroups (65536·256+1 elements)', async () => {
    const n = 65536 * 256 + 1;
    const triple = lam([p('i', 'int'), p('x', 'int')], [st(p('y', 'int'), { tag: 'bin', op: 'mul', left: v('x'), right: k(3, 'int') })], [v('y')], ['int']);
    // counts the elements where y ≠ 3·i: 0 when every invocation wrote its own element
    const check = lam(
      [p('i', 'int'), p('y', 'int')],
      [
        st(p('t', 'int'), { tag: 'bin', op: 'mul', left: v('i'), right: k(3, 'int') }),
        st(p('d', 'bool'), { tag: 'bin', op: 'ne', left: v('t'), right: v('y') }),
        st(p('e', 'int'), { tag: 'un', op: 'toInt', arg: v('d') }),
      ],
      [v('e')],
      ['int'],
    );
    const r = await run(
      prog([
        st(p('x', 'int', [n]), { tag: 'iota', n: c(n) }),
        st(p('y', 'int', [n]), { tag: 'map', shape: [c(n)], arrays: ['x'], lambda: triple }),
        st(p('bad', 'int'), { tag: 'redomap', shape: [c(n)], arrays: ['y'], map: check, op: binLam('add', 'int'), neutral: [k(0, 'int')], assoc: true }),
        st(p('last', 'int'), { tag: 'index', array: 'y', idx: [k(n - 1, 'int')] }),
        out('bad'),
        out('last'),
      ]),
    );
    assert.equal(r.outputs.map((o) => o.data[0]), [0, 3 * (n - 1)]);
  });
}

test.run();
