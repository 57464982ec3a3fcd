// Every scalar op in WGSL against the reference table (core-ir/ops.ts), on the real device.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { binResult, evalBin, evalUn, unResult, ScalarOpError } from '../../ops/scalar-ops.js';
import type { BinOp, Elem, Lambda, Stmt, UnOp } from '../../core-ir/syntax.js';
import { binLam, close, gpuAvailable, k, lam, lit, loc, out, p, prog, run, runError, st, v } from './harness.js';

const test = suite('gpu: scalar ops');
const on = await gpuAvailable(test, 'spec/gpu/ops.spec');

const f = Math.fround;
const FLOATS = [-3.5, -2, -1, -0.5, -0.1, 0, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 7.25, 10, 100, 3e9, -3e9, 1e20, -1e-30].map(f);
const SMALL_FLOATS = FLOATS.filter((x) => Math.abs(x) <= 10);
const INTS = [-2147483648, -7, -3, -1, 0, 1, 2, 3, 5, 12, 100000, 2147483647];
const CHARS = [0, 65, 97, 9035, 128512];

/** Transcendental ops are compared within 1e-5 (relative) plus 1e-6 absolute near zero; others within 1e-6. */
const TRANSCENDENTAL = new Set<string>([
  'exp', 'ln', 'pitimes', 'factorial', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh',
  'asinh', 'acosh', 'atanh', 'sqrt1mx2', 'sqrtx2p1', 'sqrtx2m1', 'pow', 'log', 'binom', 'circle',
]);
const TRIG = new Set<string>(['sin', 'cos', 'tan']);

interface Case {
  readonly label: string;
  readonly op: string;
  readonly resElem: Elem;
  readonly expected: readonly number[];
  readonly stmts: readonly Stmt[];
  readonly outName: string;
}

/** The op's value, or null where it fails: its own failures, or a result that f32 holds as ±∞ or NaN (ops/float-range.ts). */
function safe(fn: () => number): number | null {
  try {
    const v = fn();
    return Number.isFinite(Math.fround(v)) ? v : null;
  } catch (e) {
    if (e instanceof ScalarOpError) return null;
    throw e;
  }
}

let counter = 0;
/** The ops compute in f64; the GPU's floats are f32 (ops/float-width.ts). */
const asF32 = (elem: Elem, x: number): number => (elem === 'float' ? Math.fround(x) : x);

function unCase(op: UnOp, elem: Elem, inputs: readonly number[]): Case {
  const xs = inputs.filter((x) => safe(() => evalUn(op, elem, x)) !== null);
  const n = counter++;
  const resElem = unResult(op, elem);
  const body = [st(p('r', resElem), { tag: 'un', op, arg: v('x') })];
  const lambda = lam([p('i', 'int'), p('x', elem)], body, [v('r')], [resElem]);
  return {
    label: `${op} on ${elem}`,
    op,
    resElem,
    expected: xs.map((x) => asF32(resElem, evalUn(op, elem, x))),
    outName: `y${n}`,
    stmts: [lit(`x${n}`, elem, xs), st(p(`y${n}`, resElem, [xs.length]), { tag: 'map', shape: [{ k: 'const', n: xs.length }], arrays: [`x${n}`], lambda }), out(`y${n}`)],
  };
}

function binCase(op: BinOp, elem: Elem, as: readonly number[], bs: readonly number[]): Case {
  const pairs: [number, number][] = [];
  for (const a of as) for (const b of bs) if (safe(() => evalBin(op, elem, a, b)) !== null) pairs.push([a, b]);
  const n = counter++;
  const resElem = binResult(op, elem);
  const body = [st(p('r', resElem), { tag: 'bin', op, left: v('a'), right: v('b') })];
  const lambda = lam([p('i', 'int'), p('a', elem), p('b', elem)], body, [v('r')], [resElem]);
  const len = { k: 'const' as const, n: pairs.length };
  return {
    label: `${op} on ${elem}`,
    op,
    resElem,
    expected: pairs.map(([a, b]) => asF32(resElem, evalBin(op, elem, a, b))),
    outName: `y${n}`,
    stmts: [
      lit(`a${n}`, elem, pairs.map((q) => q[0])),
      lit(`b${n}`, elem, pairs.map((q) => q[1])),
      st(p(`y${n}`, resElem, [pairs.length]), { tag: 'map', shape: [len], arrays: [`a${n}`, `b${n}`], lambda }),
      out(`y${n}`),
    ],
  };
}

const FLOAT_UN: UnOp[] = [
  'neg', 'signum', 'recip', 'exp', 'ln', 'abs', 'floor', 'ceil', 'pitimes', 'factorial', 'sqrt', 'asin', 'acos', 'atan',
  'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'sqrt1mx2', 'sqrtx2p1', 'sqrtx2m1', 'toFloat', 'toInt',
];
const cases: Case[] = [
  ...FLOAT_UN.map((op) => unCase(op, 'float', FLOATS)),
  ...(['sin', 'cos', 'tan'] as const).map((op) => unCase(op, 'float', SMALL_FLOATS)),
  unCase('factorial', 'float', [0, 1, 2, 5, 10, 12, 20, 33, 34, 35, -0.5, -1.5, -3.5, 0.5, 2.25, 7.25, 20.5, 30.3].map(f)),
  unCase('toInt', 'float', [2.9, -2.9, 2147483520, -2147483648, 3e9, -3e9, 1e10, 1e20, Infinity, -Infinity, NaN].map(f)),
  unCase('floor', 'float', [2.5, -2.5, 4294967296, 5e9].map(f)),
  ...(['neg', 'signum', 'abs', 'floor', 'ceil', 'toFloat', 'toInt'] as const).map((op) => unCase(op, 'int', INTS)),
  unCase('toBool', 'int', [0, 1, 1, 0]),
  unCase('toChar', 'int', [0, 65, 955, 1114111]),
  unCase('not', 'bool', [0, 1]),
  unCase('toFloat', 'bool', [0, 1]),
  unCase('toInt', 'bool', [0, 1]),
  unCase('toFloat', 'char', CHARS),
  unCase('toInt', 'char', CHARS),
];
const FB = [-3.5, -2, -1, -0.5, 0, 0.1, 0.5, 1, 2, 3, 7.25, 10].map(f);
const IB = [-2147483648, -7, -3, -1, 0, 1, 2, 3, 12, 2147483647];
const B01 = [0, 1];
for (const op of ['add', 'sub', 'mul', 'div', 'pow', 'log', 'mod', 'min', 'max', 'lt', 'le', 'eq', 'ge', 'gt', 'ne'] as const) {
  cases.push(binCase(op, 'float', FB, FB));
}
cases.push(binCase('pow', 'float', [-2, 2, 3, 10, 0.5, 1.5], [20, 31, -20, 100, 0.25, 7.5].map(f)));
cases.push(binCase('mod', 'float', [0.1, 0.3, -0.1, 2.5, 1e-3].map(f), [1, 7.3, -7.3, 100.7, 12345.678, -0.25, 1e6].map(f)));
cases.push(binCase('binom', 'float', [-3.5, -2, -1, -0.5, 0, 0.5, 1, 2, 3, 7.25, 10].map(f), [-3.5, -2, -1, -0.5, 0, 0.5, 1, 2, 3, 7.25, 10].map(f)));
cases.push(binCase('binom', 'float', [0, 1, 3, 10, 15], [20, 30, 50]));
cases.push(binCase('gcdFloat', 'float', FB, FB));
cases.push(binCase('lcmFloat', 'float', FB, FB));
cases.push(binCase('gcdFloat', 'float', [1.5, 0.2, 2.4, 12, 1e-3].map(f), [2.5, 0.3, 3.6, 18, 1e6].map(f)));
cases.push(binCase('circle', 'float', Array.from({ length: 25 }, (_, i) => i - 12), [-2, -1, -0.5, 0, 0.1, 0.5, 1, 2, 3, 7.25].map(f)));
for (const op of ['add', 'sub', 'mul', 'mod', 'min', 'max', 'gcd', 'lcm', 'lt', 'le', 'eq', 'ge', 'gt', 'ne', 'idiv'] as const) {
  cases.push(binCase(op, 'int', IB, IB));
}
for (const op of ['and', 'or', 'nand', 'nor', 'eq', 'ne', 'lt', 'le', 'ge', 'gt'] as const) cases.push(binCase(op, 'bool', B01, B01));
for (const op of ['eq', 'ne', 'lt', 'ge'] as const) cases.push(binCase(op, 'char', CHARS, CHARS));

if (on) {
  test('every op on a table of inputs agrees with ops.ts', async () => {
    const r = await run(prog(cases.flatMap((c) => c.stmts)));
    assert.is(r.outputs.length, cases.length);
    const failures: string[] = [];
    cases.forEach((c, i) => {
      const got = r.outputs[i]!;
      assert.is(got.elem, c.resElem, c.label);
      assert.equal([...got.shape], [c.expected.length], c.label);
      c.expected.forEach((want, j) => {
        const have = got.data[j]!;
        const ok =
          c.resElem === 'float'
            ? TRANSCENDENTAL.has(c.op)
              ? close(have, want, 1e-5, TRIG.has(c.op) || c.op === 'circle' || c.op === 'log' ? 1e-6 : 1e-30)
              : close(have, want, 1e-6)
            : have === want;
        if (!ok) failures.push(`${c.label} #${j}: got ${have}, expected ${want}`);
      });
    });
    assert.equal(failures, []);
  });

  test('top-level scalar ops: on the host, and as a kernel when an operand is on the device', async () => {
    const sum = lam([p('a', 'float'), p('b', 'float')], [st(p('r', 'float'), { tag: 'bin', op: 'add', left: v('a'), right: v('b') })], [v('r')], ['float']);
    const r = await run(
      prog([
        st(p('h', 'float'), { tag: 'bin', op: 'pow', left: k(2, 'float'), right: k(10, 'float') }),
        out('h'),
        lit('xs', 'float', [0.5, 1.5, 2]),
        st(p('s', 'float'), { tag: 'redomap', shape: [{ k: 'const', n: 3 }], arrays: ['xs'], map: lam([p('i', 'int'), p('x', 'float')], [], [v('x')], ['float']), op: sum, neutral: [k(0, 'float')], assoc: true }),
        st(p('t', 'float'), { tag: 'bin', op: 'mul', left: v('s'), right: v('h') }),
        st(p('u', 'int'), { tag: 'un', op: 'floor', arg: v('t') }),
        st(p('w', 'int'), { tag: 'select', cond: k(1, 'bool'), then: v('u'), else: k(7, 'int') }),
        out('t'),
        out('w'),
      ]),
    );
    assert.equal(r.outputs.map((o) => o.data[0]), [1024, 4096, 4096]);
    assert.equal(r.outputs.map((o) => o.elem), ['float', 'float', 'int']);
  });

  const domain: [string, () => Stmt[], string][] = [
    ['÷ of 0', () => [lit('x', 'float', [1, 0]), mapUn('recip', 'float', 'float')], '÷0'],
    ['⍟ of a negative', () => [lit('x', 'float', [1, -1]), mapUn('ln', 'float', 'float')], '⍟ of a negative number is a complex number, which aplc does not hold'],
    ['⍟ of 0', () => [lit('x', 'float', [1, 0]), mapUn('ln', 'float', 'float')], '⍟ of 0'],
    ['¯6○ of 0.5', () => [lit('x', 'float', [2, 0.5]), mapUn('acosh', 'float', 'float')], '¯6○ of this number is a complex number, which aplc does not hold'],
    ['~ of 2', () => [lit('x', 'bool', [0, 1, 2]), mapUn('not', 'bool', 'bool', 3)], '~ needs booleans'],
    ['! of a negative integer', () => [lit('x', 'float', [3, -2]), mapUn('factorial', 'float', 'float')], '! of a negative integer'],
    ['int to bool of 2', () => [lit('x', 'int', [1, 2]), mapUn('toBool', 'int', 'bool')], 'a boolean (0 or 1) is needed'],
    ['⎕UCS of ¯1', () => [lit('x', 'int', [65, -1]), mapUn('toChar', 'int', 'char')], '⎕UCS needs Unicode code points (0 to 1114111)'],
    ['1÷0', () => mapBin('div', [1, 0], [0, 0]), 'division by zero'],
    ['0*¯1', () => mapBin('pow', [0], [-1]), '0 to a negative power'],
    ['¯8*0.5', () => mapBin('pow', [-8], [0.5]), 'negative number to a fractional power: the result is a complex number, which aplc does not hold'],
    ['¯1!2.5', () => mapBin('binom', [-1], [2.5]), '! of a negative integer'],
    ['1.5○x', () => mapBin('circle', [1.5], [1]), 'left argument of ○ must be an integer'],
    ['¯11○x', () => mapBin('circle', [-11], [1]), '¯11○ and ¯12○ make complex numbers, which aplc does not hold'],
    ['13○x', () => mapBin('circle', [13], [1]), 'the left argument of ○ is not a circle function number'],
    ['¯6○0.5', () => mapBin('circle', [-6], [0.5]), 'k○x here is a complex number, which aplc does not hold'],
  ];
  for (const [name, stmts, message] of domain) {
    // a complex result exists (Dyalog gives it), but aplc holds none: a LIMIT ERROR
    const cls = message.includes('complex number') ? 'LIMIT' : 'DOMAIN';
    test(`${cls} ERROR in a kernel: ${name}`, async () => {
      const { err, outputs } = await runError(prog([...stmts(), out('y')]));
      assert.is(err.cls, cls);
      assert.is(err.message, message);
      assert.equal(err.loc, loc(7));
      assert.is(outputs.length, 0);
    });
  }

  test('DOMAIN ERROR on the host: the location of the statement', async () => {
    const { err } = await runError(prog([st(p('y', 'float'), { tag: 'bin', op: 'div', left: k(1, 'float'), right: k(0, 'float') }, loc(3)), out('y')]));
    assert.is(err.cls, 'DOMAIN');
    assert.is(err.message, 'division by zero');
    assert.equal(err.loc, loc(3));
  });

  test('a lambda statement with its own location reports that one', async () => {
    const body = [st(p('r', 'float'), { tag: 'un', op: 'recip', arg: v('x') }, loc(42))];
    const lambda = lam([p('i', 'int'), p('x', 'float')], body, [v('r')], ['float']);
    const { err } = await runError(prog([lit('x', 'float', [0]), st(p('y', 'float', [1]), { tag: 'map', shape: [{ k: 'const', n: 1 }], arrays: ['x'], lambda }, loc(7)), out('y')]));
    assert.equal(err.loc, loc(42));
  });

  test('the first failing statement is reported, not a later one', async () => {
    const { err } = await runError(
      prog([
        lit('x', 'float', [0, 1]),
        mapUn('recip', 'float', 'float'),
        st(p('z', 'float', [2]), { tag: 'map', shape: [{ k: 'const', n: 2 }], arrays: ['x'], lambda: lam([p('i', 'int'), p('x', 'float')], [st(p('r', 'float'), { tag: 'un', op: 'ln', arg: k(-1, 'float') })], [v('r')], ['float']) }, loc(9)),
        out('z'),
      ]),
    );
    assert.is(err.message, '÷0');
    assert.equal(err.loc, loc(7));
  });
}

/** y ← map (op x) over x, at line 7. */
function mapUn(op: UnOp, elem: Elem, res: Elem, len = 2): Stmt {
  const lambda = lam([p('i', 'int'), p('x', elem)], [st(p('r', res), { tag: 'un', op, arg: v('x') })], [v('r')], [res]);
  return st(p('y', res, [len]), { tag: 'map', shape: [{ k: 'const', n: len }], arrays: ['x'], lambda }, loc(7));
}

/** The lambda with an index parameter first (maps over rank 1 take one). */
function withIndex(l: Lambda): Lambda {
  return { ...l, params: [p('i', 'int'), ...l.params] };
}

/** a, b literals and y ← map (a op b) at line 7. */
function mapBin(op: BinOp, as: number[], bs: number[]): Stmt[] {
  return [
    lit('a', 'float', as),
    lit('b', 'float', bs),
    st(p('y', 'float', [as.length]), { tag: 'map', shape: [{ k: 'const', n: as.length }], arrays: ['a', 'b'], lambda: withIndex(binLam(op, 'float')) }, loc(7)),
  ];
}

test.run();
