// Lowering of interval index (⍺⍸⍵, shapes/interval-index.ts): the table is checked to be in
// ascending order (Dyalog's DOMAIN ERROR otherwise: the answer is only defined for a sorted
// table), then each key is placed by a binary search for the number of table items ≤ it,
// unrolled into straight-line scalar code as index-of's is (lower-search.ts), one step per bit.
import type { Atom, Type } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { countBefore, searchKeys, searchOperands } from './lower-search.js';

export function lowerIntervalIndex(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'intervalIndex' }>): Atom {
  const em = L.em;
  const { keys, table, tt, len, loc } = searchOperands(L, e, n);
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
  // an empty table places every key before it (and must not be read)
  const none = (ty: Type): Atom => em.bind({ tag: 'replicate', shape: ty.shape, value: intC(0) }, ty, loc);
  return searchKeys(L, keys, len, t, loc, none, () => (y, bits) => countBefore(em, table, len, bits, y, 'le', loc));
}

