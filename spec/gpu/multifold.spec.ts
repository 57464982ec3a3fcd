// redomap and scanomap folding several values at once (syntax.ts, redomap; made by horizontal
// fusion of sibling reductions): on the device against the interpreter and against each fold
// computed on its own, on every GPU path (one level, chunked levels, right folds in rounds, the
// 8×8-blocked kernel, reduce-then-scan), with mixed element types, neutrals and mapped outputs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { interpret } from '../../core-ir/interp.js';
import { evalBin } from '../../ops/scalar-ops.js';
import type { Atom, BinOp, Elem, Lambda, Param, Program, Stmt } from '../../core-ir/syntax.js';
import { validateProgram } from '../../core-ir/validate.js';
import type { ArrayValue } from '../../core-ir/value.js';
import { arr, c, close, gpuAvailable, k, lam, loc, p, run, runError, st, v } from './harness.js';

const test = suite('gpu: folds of several values at once');
const on = await gpuAvailable(test, 'spec/gpu/multifold.spec');

/** Deterministic ints in [-40, 40]. */
function ints(n: number, seed: number): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return ((s >>> 8) % 81) - 40;
  });
}

interface Fold {
  readonly op: BinOp;
  readonly elem: Elem;
  /** which input it folds: x (int) or y (float) */
  readonly of: 'x' | 'y';
  readonly neutral: number;
}

/** λ(a₀ … a_{f-1}, b₀ … b_{f-1}). (a₀ op₀ b₀, …) */
function multiOp(folds: readonly Fold[]): Lambda {
  const a = folds.map((f, r) => p(`a${r}`, f.elem));
  const b = folds.map((f, r) => p(`b${r}`, f.elem));
  const body = folds.map((f, r) => st(p(`o${r}`, f.elem), { tag: 'bin', op: f.op, left: v(`a${r}`), right: v(`b${r}`) }));
  return lam([...a, ...b], body, folds.map((_, r) => v(`o${r}`)), folds.map((f) => f.elem));
}

/**
 * The map lambda over (indices…, x, y): the folded values, then `mapped` outputs x×2 and y+1.
 */
function mapLam(rank: number, folds: readonly Fold[], mapped: boolean): Lambda {
  const idx = Array.from({ length: rank }, (_, i) => p(`i${i}`, 'int'));
  const extra: Stmt[] = mapped
    ? [st(p('x2', 'int'), { tag: 'bin', op: 'mul', left: v('ex'), right: k(2, 'int') }), st(p('y1', 'float'), { tag: 'bin', op: 'add', left: v('ey'), right: k(1, 'float') })]
    : [];
  return lam(
    [...idx, p('ex', 'int'), p('ey', 'float')],
    extra,
    [...folds.map((f) => v(`e${f.of}`)), ...(mapped ? [v('x2'), v('y1')] : [])],
    [...folds.map((f) => f.elem), ...(mapped ? (['int', 'float'] as const) : [])],
  );
}

function program(tag: 'redomap' | 'scanomap', shape: readonly number[], folds: readonly Fold[], assoc: boolean, mapped: boolean): Program<'soacs'> {
  const resShape = tag === 'redomap' ? shape.slice(0, -1) : shape;
  const names: Param[] = [...folds.map((f, r) => p(`r${r}`, f.elem, resShape)), ...(mapped ? [p('mx', 'int', shape), p('my', 'float', shape)] : [])];
  const map = mapLam(shape.length, folds, mapped);
  const op = multiOp(folds);
  const exp =
    tag === 'redomap'
      ? { tag, shape: shape.map(c), arrays: ['x', 'y'], map, op, neutral: folds.map((f): Atom => k(f.neutral, f.elem)), assoc }
      : { tag, shape: shape.map(c), arrays: ['x', 'y'], map, op, assoc };
  const results = names.map((q) => v(q.name));
  return {
    stage: 'soacs',
    params: [p('x', 'int', shape), p('y', 'float', shape)],
    sizeParams: [],
    body: { stmts: [st(names, exp, loc(3))], results },
    resultTypes: names.map((q) => q.type),
  };
}

function inputs(shape: readonly number[], seed: number): ArrayValue[] {
  const n = shape.reduce((a, b) => a * b, 1);
  const xs = ints(n, seed);
  return [arr('int', shape, xs), arr('float', shape, ints(n, seed + 7).map((q) => q / 8))];
}

/**
 * Each fold on its own, by hand: right folds of rows; scans of each prefix (associative: a
 * running left fold, as O(n²) prefix folds of long rows would take minutes).
 */
function expected(tag: 'redomap' | 'scanomap', shape: readonly number[], fold: Fold, ins: readonly ArrayValue[], assoc: boolean): number[] {
  const data = ins[fold.of === 'x' ? 0 : 1]!.data;
  const n = shape[shape.length - 1]!;
  const m = shape.slice(0, -1).reduce((a, b) => a * b, 1);
  const el = fold.elem;
  const res: number[] = [];
  const rfold = (base: number, len: number): number => {
    if (len === 0) return fold.neutral;
    let acc = data[base + len - 1]!;
    for (let j = len - 2; j >= 0; j--) acc = evalBin(fold.op, el, data[base + j]!, acc);
    return acc;
  };
  for (let r = 0; r < m; r++) {
    if (tag === 'redomap') res.push(rfold(r * n, n));
    else if (!assoc) for (let i = 0; i < n; i++) res.push(rfold(r * n, i + 1));
    else {
      let acc = 0;
      for (let i = 0; i < n; i++) res.push((acc = i === 0 ? data[r * n]! : evalBin(fold.op, el, acc, data[r * n + i]!)));
    }
  }
  return res;
}

function sameData(actual: ArrayValue, want: readonly number[], elem: Elem, what: string): void {
  assert.is(actual.data.length, want.length, `${what}: length`);
  for (let j = 0; j < want.length; j++) {
    const ok = elem === 'float' ? close(actual.data[j]!, want[j]!, 1e-5, 1e-4) : actual.data[j] === want[j];
    if (!ok) assert.is(actual.data[j], want[j], `${what}: element ${j}`);
  }
}

async function check(tag: 'redomap' | 'scanomap', shape: readonly number[], folds: readonly Fold[], assoc: boolean, mapped: boolean, seed = 1): Promise<number> {
  const pr = program(tag, shape, folds, assoc, mapped);
  assert.equal(validateProgram(pr), []);
  const ins = inputs(shape, seed);
  const cpu = interpret(pr, ins);
  const gpu = await run(pr, ins);
  assert.is(gpu.results.length, folds.length + (mapped ? 2 : 0));
  folds.forEach((f, r) => {
    const want = expected(tag, shape, f, ins, assoc);
    sameData(cpu[r]!, want, f.elem, `interpreter, fold ${r} (${f.op})`);
    sameData(gpu.results[r]!, want, f.elem, `GPU, fold ${r} (${f.op})`);
    assert.equal([...gpu.results[r]!.shape], tag === 'redomap' ? shape.slice(0, -1) : [...shape]);
  });
  if (mapped) {
    const [x, y] = ins;
    sameData(gpu.results[folds.length]!, [...x!.data].map((q) => q * 2), 'int', 'mapped x×2');
    sameData(gpu.results[folds.length + 1]!, [...y!.data].map((q) => Math.fround(q + 1)), 'float', 'mapped y+1');
  }
  return gpu.dispatches;
}

const minMax: readonly Fold[] = [
  { op: 'min', elem: 'int', of: 'x', neutral: 2147483647 },
  { op: 'max', elem: 'int', of: 'x', neutral: -2147483648 },
];
const mixed: readonly Fold[] = [...minMax, { op: 'add', elem: 'float', of: 'y', neutral: 0 }];

if (on) {
  test('⌊/ and ⌈/ of one vector: one level (one dispatch)', async () => {
    assert.is(await check('redomap', [300], minMax, true, false), 1);
  });

  test('int and float folds together, chunked over two levels, with mapped outputs', async () => {
    assert.is(await check('redomap', [50000], mixed, true, true), 2);
  });

  test('rows of a matrix, and one long row', async () => {
    await check('redomap', [7, 900], mixed, true, true);
    await check('redomap', [200000], mixed, true, false, 3);
  });

  test('rank 3 with many rows: the 8×8-blocked kernel', async () => {
    await check('redomap', [20, 70, 6], mixed, true, true);
  });

  test('non-associative folds (−/ ÷/ style): exact right folds in rounds', async () => {
    const folds: readonly Fold[] = [
      { op: 'sub', elem: 'int', of: 'x', neutral: 0 },
      { op: 'sub', elem: 'float', of: 'y', neutral: 0 },
    ];
    await check('redomap', [130000], folds, false, true);
    await check('redomap', [3, 17], folds, false, false);
  });

  test('an empty last dim gives each fold its own neutral', async () => {
    const pr = program('redomap', [4, 0], mixed, true, false);
    const r = await run(pr, inputs([4, 0], 1));
    assert.equal([...r.results[0]!.data], [2147483647, 2147483647, 2147483647, 2147483647]);
    assert.equal([...r.results[1]!.data], [-2147483648, -2147483648, -2147483648, -2147483648]);
    assert.equal([...r.results[2]!.data], [0, 0, 0, 0]);
    assert.equal(interpret(pr, inputs([4, 0], 1)).map((a) => [...a.data]), r.results.map((a) => [...a.data]));
  });

  test('with no neutral, an empty fold is a DOMAIN ERROR at the statement', async () => {
    const base = program('redomap', [0], minMax, true, false);
    const s0 = base.body.stmts[0]!;
    const pr = { ...base, body: { ...base.body, stmts: [{ ...s0, exp: { ...s0.exp, neutral: null } as typeof s0.exp }] } };
    const { err } = await runError(pr, inputs([0], 1));
    assert.is(err.cls, 'DOMAIN');
    assert.equal(err.loc, loc(3));
  });

  test('scans: reduce-then-scan for associative ops, prefix right folds for the others', async () => {
    await check('scanomap', [200], minMax, true, true);
    await check('scanomap', [3, 40000], mixed, true, false);
    await check('scanomap', [300], [{ op: 'sub', elem: 'int', of: 'x', neutral: 0 }, { op: 'max', elem: 'float', of: 'y', neutral: 0 }], false, true);
  });

  test('the validator names a wrong operator or neutral count', () => {
    const pr = program('redomap', [5], minMax, true, false);
    const s0 = pr.body.stmts[0]!;
    const e = s0.exp as Extract<typeof s0.exp, { tag: 'redomap' }>;
    const withExp = (exp: typeof e): Program<'soacs'> => ({ ...pr, body: { ...pr.body, stmts: [{ ...s0, exp }] } });
    assert.match(validateProgram(withExp({ ...e, neutral: [k(0, 'int')] })).join('\n'), /1 neutral elements for 2 folds/);
    assert.match(validateProgram(withExp({ ...e, op: { ...e.op, params: e.op.params.slice(1) } })).join('\n'), /twice as many scalars as it gives \(3 for 2\)/);
    const wrongType = { ...e.op, resultTypes: ['int', 'float'] as const };
    assert.match(validateProgram(withExp({ ...e, op: wrongType })).join('\n'), /operator/);
  });
}

test.run();
