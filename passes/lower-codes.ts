// Lowering of decode (⊥) and encode (⊤). Both use the weights W[i] = ×/ radix[i+1…] (the place
// value of digit i), computed as a ×-scan over the reversed, shifted radix. Decode is then a
// +-reduction of W[i]×digit[i] along the digits' first axis; encode computes every digit on its
// own, loop-free: with P = W[i], the value above the lower digits is (v - P|v) ÷ P (v itself for
// the last digit, which keeps any fraction; 0 when P is 0: a later zero radix took everything),
// and digit i is that modulo radix[i] (or all of it for a zero radix).
import type { Atom, Elem, Size, SrcLoc } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, type Emitter } from './emit.js';
import type { LowerContext } from './lower-context.js';

/** `mulOp`: the checked mulInt for a decode of ints, whose place values must not wrap (see lowerDecode). */
function weights(L: LowerContext, radix: string, n: Size, elem: Elem, loc: SrcLoc, mulOp: 'mul' | 'mulInt' = 'mul'): string {
  const em = L.em;
  const t = { elem, shape: [n] };
  const rev = L.arrayName(em.bind({ tag: 'reverse', axis: 0, array: radix }, t, loc), loc);
  const one: Atom = { k: 'const', value: 1, elem };
  const shiftLam = em.lambda([scalarT('int')], ([j]) => {
    const first = em.bind({ tag: 'bin', op: 'eq', left: j!, right: intC(0) }, scalarT('bool'), loc);
    const prev = em.bind({ tag: 'bin', op: 'max', left: em.bind({ tag: 'bin', op: 'sub', left: j!, right: intC(1) }, scalarT('int'), loc), right: intC(0) }, scalarT('int'), loc);
    const v = em.bind({ tag: 'index', array: rev, idx: [prev] }, scalarT(elem), loc);
    return [em.bind({ tag: 'select', cond: first, then: one, else: v }, scalarT(elem), loc)];
  });
  const shifted = L.arrayName(em.bind({ tag: 'map', shape: [n], arrays: [], lambda: shiftLam }, t, loc), loc);
  const ident = em.lambda([scalarT('int'), scalarT(elem)], ([, x]) => [x!]);
  const mul = em.lambda([scalarT(elem), scalarT(elem)], ([x, y]) => [em.bind({ tag: 'bin', op: mulOp, left: x!, right: y! }, scalarT(elem), loc)]);
  const cum = L.arrayName(em.bind({ tag: 'scanomap', shape: [n], arrays: [shifted], map: ident, op: mul, assoc: true }, t, loc), loc);
  return L.arrayName(em.bind({ tag: 'reverse', axis: 0, array: cum }, t, loc), loc);
}

export function lowerDecode(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'decode' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const digits = L.arrayName(L.expr(n.digits), loc);
  const radix = L.arrayName(L.expr(n.radix), loc);
  const elem = e.t.elem;
  const dt = em.typeOf({ k: 'var', name: digits });
  const len = dt.shape[0]!;
  // a decode of ints is exact or a LIMIT ERROR (ops/int-exact.ts), never modulo 2³²: its place
  // values, products and sum use the checked ops (a place value past i32 is an error even where
  // its digit is 0); the simplifier turns them back into the wrapping ones where ranges allow
  const checked = elem === 'int';
  const W = weights(L, radix, len, elem, loc, checked ? 'mulInt' : 'mul');
  const rest = dt.shape.slice(1);
  const iter = [...rest, len];
  const mapLam = em.lambda(iter.map(() => scalarT('int')), (idx) => {
    const i = idx[idx.length - 1]!;
    const w = em.bind({ tag: 'index', array: W, idx: [i] }, scalarT(elem), loc);
    const d = em.bind({ tag: 'index', array: digits, idx: [i, ...idx.slice(0, -1)] }, scalarT(elem), loc);
    return [em.bind({ tag: 'bin', op: checked ? 'mulInt' : 'mul', left: w, right: d }, scalarT(elem), loc)];
  });
  const add = em.lambda([scalarT(elem), scalarT(elem)], ([x, y]) => [em.bind({ tag: 'bin', op: checked ? 'addInt' : 'add', left: x!, right: y! }, scalarT(elem), loc)]);
  return em.bind({ tag: 'redomap', shape: iter, arrays: [], map: mapLam, op: add, neutral: [{ k: 'const', value: 0, elem }], assoc: true }, L.irType(e), loc);
}

export function lowerEncode(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'encode' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const value = L.expr(n.value);
  const radix = L.arrayName(L.expr(n.radix), loc);
  const elem = e.t.elem;
  const t = L.irType(e);
  const len = t.shape[0]!;
  const W = weights(L, radix, len, elem, loc);
  const vt = em.typeOf(value);
  return em.generate(t, (idx) => {
    const i = idx[0]!;
    const x = em.bind({ tag: 'index', array: radix, idx: [i] }, scalarT(elem), loc);
    const p = em.bind({ tag: 'index', array: W, idx: [i] }, scalarT(elem), loc);
    const v = vt.shape.length === 0 ? value : em.bind({ tag: 'index', array: L.arrayName(value, loc), idx: idx.slice(1) }, scalarT(elem), loc);
    const last = em.bind({ tag: 'bin', op: 'eq', left: i, right: em.bind({ tag: 'bin', op: 'sub', left: len.k === 'const' ? intC(len.n) : { k: 'var', name: len.name }, right: intC(1) }, scalarT('int'), loc) }, scalarT('bool'), loc);
    return digit(em, x, p, v, last, elem, loc);
  }, loc);
}

/** digit i of v: radix x, place value p */
function digit(em: Emitter, x: Atom, p: Atom, v: Atom, last: Atom, elem: Elem, loc: SrcLoc): Atom {
  const s = scalarT(elem);
  const zero: Atom = { k: 'const', value: 0, elem };
  const low = em.bind({ tag: 'bin', op: 'mod', left: p, right: v }, s, loc);
  const above = em.bind({ tag: 'bin', op: 'sub', left: v, right: low }, s, loc);
  const pZero = em.bind({ tag: 'bin', op: 'eq', left: p, right: zero }, scalarT('bool'), loc);
  // divide only by a non-zero place value (the select keeps 0÷0 and x÷0 out of it)
  const safeP = em.bind({ tag: 'select', cond: pZero, then: { k: 'const', value: 1, elem }, else: p }, s, loc);
  const q0 = em.bind({ tag: 'bin', op: elem === 'float' ? 'div' : 'idiv', left: above, right: safeP }, s, loc);
  // the last digit has no lower digits: it sees all of v, fraction included
  const q1 = em.bind({ tag: 'select', cond: pZero, then: zero, else: q0 }, s, loc);
  const q = em.bind({ tag: 'select', cond: last, then: v, else: q1 }, s, loc);
  const xZero = em.bind({ tag: 'bin', op: 'eq', left: x, right: zero }, scalarT('bool'), loc);
  const r = em.bind({ tag: 'bin', op: 'mod', left: x, right: q }, s, loc);
  return em.bind({ tag: 'select', cond: xZero, then: q, else: r }, s, loc);
}
