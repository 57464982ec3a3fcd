// Lowering of the leaves of a checked program: constants, dims the checker computed (⍴ of an
// array whose shape it knows), and names bound earlier. A dim known only at run time is the IR
// size it was bound to; a vector of dims that are not all constants is generated element by
// element.
import { floatRounding } from '../ops/float-width.js';
import type { Atom } from '../core-ir/syntax.js';
import { asConst } from '../shapes/dim.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerArm } from './lower-context.js';

export const lowerLit: LowerArm<'lit'> = (ctx, e, n) => {
  // a float constant is the value of the program's width it stands for, as the same number in an
  // array is (in f32, 0.3 alone was compared and folded in f64, so 0.3=0.1+0.2 was 0 where
  // (,0.3)∊0.1+0.2 was 1)
  if (e.t.shape.length === 0) return { k: 'const', value: e.t.elem === 'float' ? floatRounding(ctx.float)(n.data[0]!) : n.data[0]!, elem: e.t.elem };
  return ctx.em.bind({ tag: 'lit', type: ctx.irType(e), data: n.data }, ctx.irType(e), ctx.loc(e));
};

export const lowerDims: LowerArm<'dims'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  // a dim known only at run time is bound by computing the array it is the shape of
  // (and always computed: it may assign names, `⍴c←1 2 3`; unused, it is dead code)
  if (n.of) ctx.expr(n.of);
  const atoms = n.dims.map((d) => sizeAtom(ctx.size(d)));
  if (e.t.shape.length === 0) return atoms[0]!;
  if (atoms.every((a) => a.k === 'const')) return em.bind({ tag: 'lit', type: ctx.irType(e), data: atoms.map((a) => (a as { value: number }).value) }, ctx.irType(e), loc);
  const t = ctx.irType(e);
  return em.generate(t, ([i]) => {
    let acc: Atom = atoms[atoms.length - 1]!;
    for (let k = atoms.length - 2; k >= 0; k--) {
      const c = em.bind({ tag: 'bin', op: 'eq', left: i!, right: intC(k) }, scalarT('bool'));
      acc = em.bind({ tag: 'select', cond: c, then: atoms[k]!, else: acc }, scalarT('int'));
    }
    return acc;
  }, loc);
};

export const lowerVar: LowerArm<'var'> = (ctx, _e, n) => {
  const a = ctx.env.get(n.name);
  if (!a) throw new Error(`lower: unbound ${n.name}`);
  return a;
};

/**
 * A deferred f¨ (shapes/each-deferred.ts) computes nothing: what takes it applies f itself, and the
 * nested-arrays guard refuses every node that would read it. Only a statement that drops its value
 * (the assignment that names it) lowers it, to a placeholder that nothing reads.
 */
export const lowerEachDeferred: LowerArm<'eachDeferred'> = () => ({ k: 'const', value: 0, elem: 'int' });
