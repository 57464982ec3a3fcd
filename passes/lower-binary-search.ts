// A binary search in an ascending vector, unrolled into straight-line scalar code (one step per
// bit of the vector's length), so no loop runs inside a kernel: the searches of ⍳ and ⍸ place
// their keys with it.
import type { Atom, Size, SrcLoc } from '../core-ir/syntax.js';
import { intC, scalarT, sizeAtom, type Emitter } from './emit.js';

/**
 * How many items of the ascending vector `table` (len ≥ 1) stand before y: those < y (`lt`, a
 * lower bound) or ≤ y (`le`, an upper bound), or those an item v of which `before(v)` holds for
 * (a tolerant comparison: a prefix of the table). A binary search, one unrolled step per bit of len.
 */
export function countBefore(em: Emitter, table: string, len: Size, bits: number, y: Atom, cmp: 'lt' | 'le' | ((v: Atom) => Atom), loc: SrcLoc): Atom {
  const int = scalarT('int');
  const bool = scalarT('bool');
  const n = sizeAtom(len);
  const last = em.bind({ tag: 'bin', op: 'sub', left: n, right: intC(1) }, int, loc);
  let pos: Atom = intC(0);
  for (let b = bits - 1; b >= 0; b--) {
    const cand = em.bind({ tag: 'bin', op: 'add', left: pos, right: intC(2 ** b) }, int, loc);
    const inRange = em.bind({ tag: 'bin', op: 'le', left: cand, right: n }, bool, loc);
    const at = em.bind({ tag: 'bin', op: 'min', left: em.bind({ tag: 'bin', op: 'sub', left: cand, right: intC(1) }, int, loc), right: last }, int, loc);
    const v = em.bind({ tag: 'index', array: table, idx: [at] }, scalarT(em.typeOf(y).elem), loc);
    const before = typeof cmp === 'function' ? cmp(v) : em.bind({ tag: 'bin', op: cmp, left: v, right: y }, bool, loc);
    const take = em.bind({ tag: 'bin', op: 'and', left: inRange, right: before }, bool, loc);
    pos = em.bind({ tag: 'select', cond: take, then: cand, else: pos }, int, loc);
  }
  return pos;
}
