// Lowering of indexed assignment (the checked `update`): the selected positions become flat
// indices into the ravelled array (each checked against its axis: INDEX ERROR), the values a flat
// vector, and one scatter writes them. The IR's scatter leaves the winner of a repeated index
// unspecified (GPU invocations race), while APL's last write wins: when indices may repeat, every
// write but the last to each position is dropped first, found by a stable grade of the positions.
import type { Atom, Size, SrcLoc } from '../core-ir/syntax.js';
import { asConst, dimProduct, type Dim } from '../shapes/dim.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';

type UpdateNode = Extract<TNode, { k: 'update' }>;

export function lowerUpdate(L: LowerContext, e: TExpr, n: UpdateNode): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const vals = L.expr(n.values);
  const idx = [...n.indices].reverse().map((ix) => (ix === null ? null : L.arrayName(L.expr(ix), loc))).reverse();
  const arr = L.arrayName(L.expr(n.arg), loc);
  const t = L.irType(e);
  const selDims: Dim[] = n.indices.flatMap((ix, k) => (ix === null ? [e.t.shape[k]!] : ix.t.shape));
  const sel = selDims.map((d) => L.size(d));
  const c = L.size(dimProduct(selDims));
  const total = L.size(dimProduct(e.t.shape));
  const int = scalarT('int');
  // the flat target of each selected position, each index checked against its axis
  // a selection of one element (every index a scalar) is mapped over [1]
  const iter: Size[] = sel.length === 0 ? [{ k: 'const', n: 1 }] : sel;
  const lam = em.lambda(iter.map(() => int), (coords) => {
    let at = 0;
    let flat: Atom = intC(0);
    n.indices.forEach((ix, k) => {
      let p: Atom;
      if (ix === null || idx[k] === null) p = coords[at++]!;
      else {
        const r = ix.t.shape.length;
        const own = coords.slice(at, at + r);
        at += r;
        p = r === 0 ? { k: 'var', name: idx[k]! } : em.bind({ tag: 'index', array: idx[k]!, idx: own }, int, loc);
        const d = sizeAtom(t.shape[k]!);
        const lo = em.bind({ tag: 'bin', op: 'ge', left: p, right: intC(0) }, scalarT('bool'), loc);
        const hi = em.bind({ tag: 'bin', op: 'lt', left: p, right: d }, scalarT('bool'), loc);
        const ok = em.bind({ tag: 'bin', op: 'and', left: lo, right: hi }, scalarT('bool'), loc);
        em.effect({ tag: 'assert', cond: ok, cls: 'INDEX', message: `index out of range for axis ${k}` }, loc);
      }
      const scaled = k === 0 ? intC(0) : em.bind({ tag: 'bin', op: 'mul', left: flat, right: sizeAtom(t.shape[k]!) }, int, loc);
      flat = k === 0 ? p : em.bind({ tag: 'bin', op: 'add', left: scaled, right: p }, int, loc);
    });
    return [flat];
  });
  const posSel = em.bind({ tag: 'map', shape: iter, arrays: [], lambda: lam }, { elem: 'int', shape: iter }, loc);
  const pos0 = em.bind({ tag: 'reshape', shape: [c], array: L.arrayName(posSel, loc) }, { elem: 'int', shape: [c] }, loc);
  const pos = mayRepeat(n) ? lastWriteWins(L, L.arrayName(pos0, loc), c, loc) : L.arrayName(pos0, loc);
  const vt = em.typeOf(vals);
  const flatVals = vt.shape.length === 0
    ? em.bind({ tag: 'replicate', shape: [c], value: vals }, { elem: t.elem, shape: [c] }, loc)
    : em.bind({ tag: 'reshape', shape: [c], array: L.arrayName(vals, loc) }, { elem: t.elem, shape: [c] }, loc);
  const flatArr = em.bind({ tag: 'reshape', shape: [total], array: arr }, { elem: t.elem, shape: [total] }, loc);
  const out = em.bind({ tag: 'scatter', dest: L.arrayName(flatArr, loc), indices: pos, values: L.arrayName(flatVals, loc) }, { elem: t.elem, shape: [total] }, loc);
  return em.bind({ tag: 'reshape', shape: t.shape, array: L.arrayName(out, loc) }, t, loc);
}

/** Whether two selected positions may be the same: some index array has two or more items not known to differ. */
function mayRepeat(n: UpdateNode): boolean {
  return n.indices.some((ix) => {
    if (ix === null || ix.t.shape.length === 0) return false;
    const count = asConst(dimProduct(ix.t.shape));
    if (count !== null && count <= 1) return false;
    if (ix.sval === null) return true;
    const cs = ix.sval.map(asConst);
    return cs.some((x) => x === null) || new Set(cs).size !== cs.length;
  });
}

/** pos with every write but the last to each position replaced by -1 (which scatter skips). */
function lastWriteWins(L: LowerContext, pos: string, c: Size, loc: SrcLoc): string {
  const em = L.em;
  const int = scalarT('int');
  const g = L.arrayName(em.bind({ tag: 'grade', array: pos, down: false }, { elem: 'int', shape: [c] }, loc), loc);
  const lastIdx = em.bind({ tag: 'bin', op: 'sub', left: sizeAtom(c), right: intC(1) }, int, loc);
  const lam = em.lambda([int], ([j]) => {
    const w = em.bind({ tag: 'index', array: g, idx: [j!] }, int, loc);
    const p = em.bind({ tag: 'index', array: pos, idx: [w] }, int, loc);
    const nextJ = em.bind({ tag: 'bin', op: 'min', left: em.bind({ tag: 'bin', op: 'add', left: j!, right: intC(1) }, int, loc), right: lastIdx }, int, loc);
    const q = em.bind({ tag: 'index', array: pos, idx: [em.bind({ tag: 'index', array: g, idx: [nextJ] }, int, loc)] }, int, loc);
    const isLastJ = em.bind({ tag: 'bin', op: 'eq', left: j!, right: lastIdx }, scalarT('bool'), loc);
    const differs = em.bind({ tag: 'bin', op: 'ne', left: p, right: q }, scalarT('bool'), loc);
    const keep = em.bind({ tag: 'bin', op: 'or', left: isLastJ, right: differs }, scalarT('bool'), loc);
    return [em.bind({ tag: 'select', cond: keep, then: p, else: intC(-1) }, int, loc)];
  });
  const kept = L.arrayName(em.bind({ tag: 'map', shape: [c], arrays: [], lambda: lam }, { elem: 'int', shape: [c] }, loc), loc);
  const blank = L.arrayName(em.bind({ tag: 'replicate', shape: [c], value: intC(-1) }, { elem: 'int', shape: [c] }, loc), loc);
  return L.arrayName(em.bind({ tag: 'scatter', dest: blank, indices: g, values: kept }, { elem: 'int', shape: [c] }, loc), loc);
}
