// Lowering of take and drop by run-time counts (shapes/take-dyn.ts): each count gives its axis's
// length (an existential size, bound here) and offset, and one IR window reads the result, with
// the fill where a take overreaches.
import type { Atom } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';

export function lowerWindowDyn(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'windowDyn' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const arr = L.arrayName(L.expr(n.arg), loc);
  const counts = L.expr(n.counts);
  const at = em.typeOf({ k: 'var', name: arr });
  const ct = em.typeOf(counts);
  const int = scalarT('int');
  const offsets: Atom[] = at.shape.map(() => intC(0));
  n.axes.forEach((axis, i) => {
    const raw = ct.shape.length === 0 ? counts : em.bind({ tag: 'index', array: L.arrayName(counts, loc), idx: [intC(i)] }, scalarT(ct.elem), loc);
    const c = L.wholeNumber(raw, `the left argument of ${n.g}`, loc, true);
    const d = sizeAtom(at.shape[axis]!);
    const neg = em.bind({ tag: 'bin', op: 'lt', left: c, right: intC(0) }, scalarT('bool'), loc);
    const mag = em.bind({ tag: 'un', op: 'abs', arg: c }, int, loc);
    let len: Atom;
    let off: Atom;
    if (n.g === '↑') {
      len = mag;
      off = em.bind({ tag: 'select', cond: neg, then: em.bind({ tag: 'bin', op: 'sub', left: d, right: mag }, int, loc), else: intC(0) }, int, loc);
    } else {
      len = em.bind({ tag: 'bin', op: 'max', left: intC(0), right: em.bind({ tag: 'bin', op: 'sub', left: d, right: mag }, int, loc) }, int, loc);
      off = em.bind({ tag: 'select', cond: neg, then: intC(0), else: em.bind({ tag: 'bin', op: 'min', left: mag, right: d }, int, loc) }, int, loc);
    }
    L.bindSize(n.binds[i]!, len, n.g, loc);
    offsets[axis] = off;
  });
  const t = L.irType(e);
  const fill: Atom = { k: 'const', value: e.t.elem === 'char' ? 32 : 0, elem: e.t.elem };
  return em.bind({ tag: 'window', array: arr, offsets, shape: t.shape, fill }, t, loc);
}
