// Lowering of n-wise reduction: one redomap over [other axes…, windows, width] whose map reads
// the window's items by index (in reverse for a negative width), folded with the function (from
// the right, exactly, when it is not associative).
import type { Atom } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { convertAtom } from './lower-scalar.js';

export function lowerNwise(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'nwise' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  let a = L.expr(n.arg);
  const at = em.typeOf(a);
  const rank = at.shape.length;
  const t = L.irType(e);
  const windows = t.shape[n.axis]!;
  if (windows.k === 'var') {
    const ok = em.bind({ tag: 'bin', op: 'ge', left: sizeAtom(windows), right: intC(0) }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'LENGTH', message: 'the window of an n-wise reduction is wider than the axis plus one' }, loc);
  }
  let perm: number[] | null = null;
  if (n.axis !== rank - 1) {
    perm = [...Array(rank).keys()].filter((i) => i !== n.axis).concat([n.axis]);
    a = em.bind({ tag: 'rearrange', perm, array: L.arrayName(a, loc) }, { elem: at.elem, shape: perm.map((p) => at.shape[p]!) }, loc);
  }
  const src = L.arrayName(a, loc);
  const w = Math.abs(n.width);
  const outer = perm === null ? t.shape.slice(0, -1) : perm.slice(0, -1).map((p) => t.shape[p]!);
  const iter = [...outer, windows, { k: 'const' as const, n: w }];
  const elem = e.t.elem;
  const mapLam = em.lambda(iter.map(() => scalarT('int')), (idx) => {
    const i = idx[idx.length - 2]!;
    const j = idx[idx.length - 1]!;
    const off = n.width >= 0 ? j : em.bind({ tag: 'bin', op: 'sub', left: intC(w - 1), right: j }, scalarT('int'), loc);
    const pos = em.bind({ tag: 'bin', op: 'add', left: i, right: off }, scalarT('int'), loc);
    const x = em.bind({ tag: 'index', array: src, idx: [...idx.slice(0, -2), pos] }, scalarT(at.elem), loc);
    return [convertAtom(em, x, elem, loc)];
  });
  const { op, neutral, assoc } = L.foldOp(n.fn, elem, loc);
  const resShape = [...outer, windows];
  const red = em.bind({ tag: 'redomap', shape: iter, arrays: [], map: mapLam, op, neutral, assoc }, { elem, shape: resShape }, loc);
  if (perm === null) return red;
  const inv = new Array<number>(rank);
  perm.forEach((p, i) => (inv[p] = i));
  return em.bind({ tag: 'rearrange', perm: inv, array: L.arrayName(red, loc) }, t, loc);
}
