// Lowering of interval index (⍺⍸⍵, shapes/interval-index.ts): the table is checked to be in
// ascending order (Dyalog's DOMAIN ERROR otherwise: the answer is only defined for a sorted
// table), then each key is placed by a binary search for the number of table items ≤ it,
// unrolled into straight-line scalar code as index-of's is (lower-search.ts), one step per bit.
import type { Atom, Size, SrcLoc } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom, type Emitter } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { countBefore } from './lower-search.js';

export function lowerIntervalIndex(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'intervalIndex' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  // APL evaluates the right argument first
  const keys = L.expr(n.keys);
  const table = L.arrayName(L.expr(n.table), loc);
  const tt = em.typeOf({ k: 'var', name: table });
  const len = tt.shape[0]!;
  const t = L.irType(e);
  const int = scalarT('int');
  const bool = scalarT('bool');
  // ascending: every item is ≥ the one before it (the first compares with itself)
  const ordered = em.lambda([int, scalarT(tt.elem)], ([i, x]) => {
    const prev = em.bind({ tag: 'bin', op: 'max', left: em.bind({ tag: 'bin', op: 'sub', left: i!, right: intC(1) }, int), right: intC(0) }, int);
    const p = em.bind({ tag: 'index', array: table, idx: [prev] }, scalarT(tt.elem));
    return [em.bind({ tag: 'bin', op: 'le', left: p, right: x! }, bool)];
  });
  const and = em.lambda([bool, bool], ([x, y]) => [em.bind({ tag: 'bin', op: 'and', left: x!, right: y! }, bool)]);
  const sorted = em.bind({ tag: 'redomap', shape: [len], arrays: [table], map: ordered, op: and, neutral: [{ k: 'const', value: 1, elem: 'bool' }], assoc: true }, bool, loc);
  em.effect({ tag: 'assert', cond: sorted, cls: 'DOMAIN', message: 'the left argument of ⍸ must be in ascending order' }, loc);
  const none = (): Atom => em.bind({ tag: 'replicate', shape: t.shape, value: intC(0) }, t, loc);
  if (len.k === 'const' && len.n === 0) return none();
  const search = (): Atom => {
    const kt = em.typeOf(keys);
    const one: Size = { k: 'const', n: 1 };
    const shape = kt.shape.length === 0 ? [one] : kt.shape;
    const kArr = kt.shape.length === 0 ? em.bind({ tag: 'replicate', shape, value: keys }, { elem: kt.elem, shape }, loc) : keys;
    const bits = len.k === 'const' ? Math.max(1, Math.ceil(Math.log2(len.n + 1))) : 31;
    const lam = em.lambda([...shape.map(() => int), scalarT(kt.elem)], (ps) => [countBefore(em, table, len, bits, ps[ps.length - 1]!, 'le', loc)]);
    const found = em.bind({ tag: 'map', shape, arrays: [L.arrayName(kArr, loc)], lambda: lam }, { elem: 'int', shape }, loc);
    return kt.shape.length === 0 ? em.bind({ tag: 'index', array: L.arrayName(found, loc), idx: [intC(0)] }, t, loc) : found;
  };
  if (len.k === 'const') return search();
  // an empty table places every key before it (and must not be read)
  const empty = em.bind({ tag: 'bin', op: 'eq', left: sizeAtom(len), right: intC(0) }, bool, loc);
  const thenB = L.withSizeScope(() => em.block(() => [none()]));
  const elseB = L.withSizeScope(() => em.block(() => [search()]));
  return em.bindMany({ tag: 'if', cond: empty, then: thenB, else: elseB }, [t], loc)[0]!;
}

