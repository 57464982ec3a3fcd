// Lowering of recursion's stack write (shapes/recursion-stack-write.ts): the buffer, doubled when
// the new stack pointer (the patch's first value) passes its end, then one scatter of the patch's
// values at its positions, marked as a stack write so that the backends may write in place.
import type { Atom, Param, Type } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { convertAtom } from './lower-scalar.js';

export function lowerStackWrite(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'stackWrite' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const int = scalarT('int');
  const elem = e.t.elem;
  const stack0 = L.arrayName(L.expr(n.stack), loc);
  const st0 = em.typeOf({ k: 'var', name: stack0 });
  // widened where the patch writes floats into a stack of integers (the first step's, before the loop carries floats)
  const stack = st0.elem === elem ? stack0 : L.arrayName(em.generate({ elem, shape: st0.shape }, ([i]) => convertAtom(em, em.bind({ tag: 'index', array: stack0, idx: [i!] }, scalarT(st0.elem), loc), elem, loc), loc), loc);
  const st = em.typeOf({ k: 'var', name: stack });
  const patch = L.arrayName(L.expr(n.patch), loc);
  const pt = em.typeOf({ k: 'var', name: patch });
  const cap = sizeAtom(st.shape[0]!);
  const half = em.bind({ tag: 'bin', op: 'idiv', left: sizeAtom(pt.shape[0]!), right: intC(2) }, int, loc);
  const halfSize = { k: 'var' as const, name: (half as { name: string }).name };
  const positions = em.generate({ elem: 'int', shape: [halfSize] }, ([i]) => {
    const x = em.bind({ tag: 'index', array: patch, idx: [i!] }, scalarT(pt.elem), loc);
    return convertAtom(em, x, 'int', loc);
  }, loc);
  const values = em.generate({ elem, shape: [halfSize] }, ([i]) => {
    const j = em.bind({ tag: 'bin', op: 'add', left: i!, right: half }, int, loc);
    const x = em.bind({ tag: 'index', array: patch, idx: [j] }, scalarT(pt.elem), loc);
    return convertAtom(em, x, elem, loc);
  }, loc);
  const first = em.bind({ tag: 'index', array: patch, idx: [half] }, scalarT(pt.elem), loc);
  const need = convertAtom(em, first, 'int', loc);
  const grow = em.bind({ tag: 'bin', op: 'gt', left: need, right: cap }, scalarT('bool'), loc);
  const param = (base: string, t: Type): Param => {
    const name = em.fresh(base);
    em.declare(name, t);
    return { name, type: t };
  };
  const length = param('stackn', int);
  const grown: Type = { elem, shape: [{ k: 'var', name: length.name }] };
  const then = L.withSizeScope(() =>
    em.block(() => {
      const doubled = em.bind({ tag: 'bin', op: 'mul', left: need, right: intC(2) }, int, loc);
      const extra = em.bind({ tag: 'bin', op: 'sub', left: doubled, right: cap }, int, loc);
      const extraSize = { k: 'var' as const, name: (extra as { name: string }).name };
      const zeros = em.bind({ tag: 'replicate', shape: [extraSize], value: { k: 'const', value: 0, elem } }, { elem, shape: [extraSize] }, loc);
      const doubledSize = { k: 'var' as const, name: (doubled as { name: string }).name };
      const bigger = em.bind({ tag: 'concat', axis: 0, arrays: [stack, L.arrayName(zeros, loc)] }, { elem, shape: [doubledSize] }, loc);
      return [doubled, bigger];
    }),
  );
  const keep = em.block(() => [cap, { k: 'var', name: stack }]);
  const [m, buffer] = em.bindNamed({ tag: 'if', cond: grow, then, else: keep }, [length, param('stack', grown)], loc);
  L.setSize(n.size, { k: 'var', name: (m as { name: string }).name });
  const t: Type = { elem, shape: [{ k: 'var', name: (m as { name: string }).name }] };
  return em.bind({ tag: 'scatter', dest: L.arrayName(buffer!, loc), indices: L.arrayName(positions, loc), values: L.arrayName(values, loc), stackWrite: true }, t, loc);
}
