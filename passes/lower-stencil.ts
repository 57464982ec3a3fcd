// Lowering of the parts of a stencil (shapes/stencil.ts): maps over index spaces. A neighbourhood
// element reads the argument at (position + offset - ⌊(n-1)÷2⌋) where that is inside, else the
// fill; a padding count is the number of such outside rows at the start (positive) or the end
// (negative) of each axis.
import type { Atom } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';

export function lowerStencil(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'stencil' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const src = L.arrayName(L.expr(n.arg), loc);
  const at = em.typeOf({ k: 'var', name: src });
  const t = L.irType(e);
  const k = n.sizes.length;
  const int = scalarT('int');
  const bool = scalarT('bool');
  const b = (op: 'add' | 'sub' | 'max' | 'min', x: Atom, y: Atom): Atom => em.bind({ tag: 'bin', op, left: x, right: y }, int, loc);
  return em.generate(t, (idx) => {
    if (n.part === 'pads') {
      // idx = [p₁…pₖ, j]: the padding of axis j; j picks among the k axes' counts
      const j = idx[k]!;
      let v: Atom = intC(0);
      for (let a = k - 1; a >= 0; a--) {
        const start = b('sub', idx[a]!, intC(Math.floor((n.sizes[a]! - 1) / 2)));
        const before = b('max', intC(0), b('sub', intC(0), start));
        const after = b('max', intC(0), b('sub', b('add', start, intC(n.sizes[a]!)), sizeAtom(at.shape[a]!)));
        const hasBefore = em.bind({ tag: 'bin', op: 'gt', left: before, right: intC(0) }, bool, loc);
        const pad = em.bind({ tag: 'select', cond: hasBefore, then: before, else: b('sub', intC(0), after) }, int, loc);
        const hit = em.bind({ tag: 'bin', op: 'eq', left: j, right: intC(a) }, bool, loc);
        v = em.bind({ tag: 'select', cond: hit, then: pad, else: v }, int, loc);
      }
      return v;
    }
    // idx = [p₁…pₖ, q₁…qₖ, rest…]
    let inside: Atom = { k: 'const', value: 1, elem: 'bool' };
    const srcIdx: Atom[] = [];
    for (let a = 0; a < k; a++) {
      const pos = b('add', idx[a]!, b('sub', idx[k + a]!, intC(Math.floor((n.sizes[a]! - 1) / 2))));
      const lo = em.bind({ tag: 'bin', op: 'ge', left: pos, right: intC(0) }, bool, loc);
      const hi = em.bind({ tag: 'bin', op: 'lt', left: pos, right: sizeAtom(at.shape[a]!) }, bool, loc);
      inside = em.bind({ tag: 'bin', op: 'and', left: inside, right: em.bind({ tag: 'bin', op: 'and', left: lo, right: hi }, bool, loc) }, bool, loc);
      srcIdx.push(pos);
    }
    const fill: Atom = { k: 'const', value: at.elem === 'char' ? 32 : 0, elem: at.elem };
    const rest = idx.slice(2 * k);
    // an empty argument has nothing to read: every neighbourhood is fill
    const res = em.bind({ tag: 'if', cond: inside, then: em.block(() => [em.bind({ tag: 'index', array: src, idx: [...srcIdx, ...rest] }, scalarT(at.elem), loc)]), else: em.block(() => [fill]) }, scalarT(at.elem), loc);
    return res;
  }, loc);
}
