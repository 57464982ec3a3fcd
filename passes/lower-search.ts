// Lowering of grade and index-of (shapes/search.ts). Grade is the IR's stable `grade`. Index-of
// grades the table once, gathers it into sorted order, and finds each key by a binary search
// unrolled into straight-line scalar code (one step per bit of the table's length, so no loop runs
// inside the kernel); since the grade is stable, the first of equal table items in sorted order
// is the one with the smallest index, which is what ⍳ must return.
import type { Atom, Size, SrcLoc, Type } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom, type Emitter } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { tolerantFirstIndex } from './lower-search-tolerant.js';
import { countBefore } from './lower-binary-search.js';

export { countBefore };

export function lowerGrade(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'grade' }>): Atom {
  const a = L.expr(n.arg);
  return L.em.bind({ tag: 'grade', array: L.arrayName(a, L.loc(e)), down: n.down }, L.irType(e), L.loc(e));
}

/** The operands of a search (⍳, ⍸): the keys (evaluated first, as APL does), the table by name, its element type and length. */
export function searchOperands(L: LowerContext, e: TExpr, n: { readonly keys: TExpr; readonly table: TExpr }): { keys: Atom; table: string; tt: Type; len: Size; loc: SrcLoc } {
  const loc = L.loc(e);
  const keys = L.expr(n.keys);
  const table = L.arrayName(L.expr(n.table), loc);
  const tt = L.em.typeOf({ k: 'var', name: table });
  return { keys, table, tt, len: tt.shape[0]!, loc };
}

export function lowerIndexOf(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'indexOf' }>): Atom {
  const em = L.em;
  const { keys, table, tt, len, loc } = searchOperands(L, e, n);
  // an empty table finds nothing (and must not be read)
  const notFound = (t: Type): Atom => em.bind({ tag: 'replicate', shape: t.shape, value: sizeAtom(len) }, t, loc);
  return searchKeys(L, keys, len, L.irType(e), loc, notFound, () => {
    // floats are found within the comparison tolerance (lower-search-tolerant.ts)
    if (tt.elem === 'float' && L.tolerance > 0) return tolerantFirstIndex(L, table, len, loc);
    const g = em.bind({ tag: 'grade', array: table, down: false }, { elem: 'int', shape: [len] }, loc);
    const gName = L.arrayName(g, loc);
    const sorted = L.arrayName(em.bind({ tag: 'gather', array: table, axes: [gName] }, { elem: tt.elem, shape: [len] }, loc), loc);
    return (y, bits) => firstIndex(em, sorted, gName, len, bits, y, loc);
  });
}

/**
 * Each key of `keys` placed in a table of length `len` by a binary search: `prepare` runs once
 * (where the table is known to be non-empty) and gives the function that places one key in `bits`
 * steps. A scalar key is searched as a one-item vector. A table that may be empty is tested first,
 * and gives `whenEmpty` without being read.
 */
export function searchKeys(L: LowerContext, keys: Atom, len: Size, t: Type, loc: SrcLoc, whenEmpty: (t: Type) => Atom, prepare: () => (y: Atom, bits: number) => Atom): Atom {
  const em = L.em;
  if (len.k === 'const' && len.n === 0) return whenEmpty(t);
  const search = (): Atom => {
    const place = prepare();
    const kt = em.typeOf(keys);
    const one: Size = { k: 'const', n: 1 };
    const shape = kt.shape.length === 0 ? [one] : kt.shape;
    const kArr = kt.shape.length === 0 ? em.bind({ tag: 'replicate', shape, value: keys }, { elem: kt.elem, shape }, loc) : keys;
    const bits = len.k === 'const' ? Math.max(1, Math.ceil(Math.log2(len.n + 1))) : 31;
    const lam = em.lambda([...shape.map(() => scalarT('int')), scalarT(kt.elem)], (ps) => [place(ps[ps.length - 1]!, bits)]);
    const found = em.bind({ tag: 'map', shape, arrays: [L.arrayName(kArr, loc)], lambda: lam }, { elem: 'int', shape }, loc);
    return kt.shape.length === 0 ? em.bind({ tag: 'index', array: L.arrayName(found, loc), idx: [intC(0)] }, t, loc) : found;
  };
  if (len.k === 'const') return search();
  const empty = em.bind({ tag: 'bin', op: 'eq', left: sizeAtom(len), right: intC(0) }, scalarT('bool'), loc);
  const thenB = L.withSizeScope(() => em.block(() => [whenEmpty(t)]));
  const elseB = L.withSizeScope(() => em.block(() => [search()]));
  return em.bindMany({ tag: 'if', cond: empty, then: thenB, else: elseB }, [t], loc)[0]!;
}

/**
 * The index (in the original table) of the first item equal to y, or len: a lower-bound binary
 * search over `sorted` (len ≥ 1), one unrolled step per bit.
 */
function firstIndex(em: Emitter, sorted: string, grade: string, len: Size, bits: number, y: Atom, loc: SrcLoc): Atom {
  const int = scalarT('int');
  const bool = scalarT('bool');
  const elem = em.typeOf(y).elem;
  const n = sizeAtom(len);
  const last = em.bind({ tag: 'bin', op: 'sub', left: n, right: intC(1) }, int, loc);
  const pos = countBefore(em, sorted, len, bits, y, 'lt', loc);
  const at = em.bind({ tag: 'bin', op: 'min', left: pos, right: last }, int, loc);
  const v = em.bind({ tag: 'index', array: sorted, idx: [at] }, scalarT(elem), loc);
  const inside = em.bind({ tag: 'bin', op: 'lt', left: pos, right: n }, bool, loc);
  const same = em.bind({ tag: 'bin', op: 'eq', left: v, right: y }, bool, loc);
  const found = em.bind({ tag: 'bin', op: 'and', left: inside, right: same }, bool, loc);
  const orig = em.bind({ tag: 'index', array: grade, idx: [at] }, int, loc);
  return em.bind({ tag: 'select', cond: found, then: orig, else: n }, int, loc);
}
