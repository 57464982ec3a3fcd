// Lowering of tail recursion (shapes/recursion.ts) to an IR while loop over (⍺, ⍵, done, result):
// the condition is ~done; the body runs the dfn's statements, its guards as nested ifs, and each
// arm gives the next state: a return sets done and the result, a tail call the next arguments.
import type { Atom, Param, Type } from '../core-ir/syntax.js';
import type { TailArm, TailItem, TExpr, TNode } from '../shapes/typed.js';
import { scalarT } from './emit.js';
import type { Lowering } from './lower.js';
import { convertAtom } from './lower-scalar.js';

type TailLoop = Extract<TNode, { k: 'tailLoop' }>;

export function lowerTailLoop(L: Lowering, e: TExpr, n: TailLoop): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const t = L.irType(e);
  const w0 = L.expr(n.omega.init);
  const a0 = n.alpha === null ? null : L.expr(n.alpha.init);
  const fill: Atom = { k: 'const', value: t.elem === 'char' ? 32 : 0, elem: t.elem };
  const r0 = t.shape.length === 0 ? fill : em.bind({ tag: 'replicate', shape: t.shape, value: fill }, t, loc);
  const param = (base: string, ty: Type): Param => {
    const name = em.fresh(base);
    em.declare(name, ty);
    return { name, type: ty };
  };
  const w = param('w', em.typeOf(w0));
  const a = a0 === null ? null : param('a', em.typeOf(a0));
  const done = param('done', scalarT('bool'));
  const res = param('res', t);
  const params = [...(a === null ? [] : [a]), w, done, res];
  const v = (p: Param): Atom => ({ k: 'var', name: p.name });
  const types = params.map((p) => p.type);
  const state = (next: { a: Atom | null; w: Atom; done: boolean; res: Atom }): Atom[] => [
    ...(a === null ? [] : [next.a ?? v(a)]),
    next.w,
    { k: 'const', value: next.done ? 1 : 0, elem: 'bool' },
    next.res,
  ];
  const arm = (x: TailArm): Atom[] => {
    if (x.k === 'return') {
      const value = L.expr(x.value);
      const conv = em.typeOf(value).shape.length === 0 ? convertAtom(em, value, t.elem, loc) : value;
      return state({ a: null, w: v(w), done: true, res: conv });
    }
    const nw = L.expr(x.omega);
    const na = x.alpha === null ? null : L.expr(x.alpha);
    return state({ a: na, w: nw, done: false, res: v(res) });
  };
  const items = (list: readonly TailItem[], i: number): Atom[] => {
    if (i === list.length) return arm(n.body.final);
    const it = list[i]!;
    if (it.k === 'stmt') {
      L.stmt(it.stmt);
      return items(list, i + 1);
    }
    const c = convertAtom(em, L.scalarOf(L.expr(it.cond), loc), 'bool', loc);
    const thenB = L.withSizeScope(() => em.block(() => arm(it.arm)));
    const elseB = L.withSizeScope(() => em.block(() => items(list, i + 1)));
    return em.bindMany({ tag: 'if', cond: c, then: thenB, else: elseB }, types, loc);
  };
  const cond = em.block(() => [em.bind({ tag: 'un', op: 'not', arg: v(done) }, scalarT('bool'), loc)]);
  const body = L.withSizeScope(() =>
    em.block(() => {
      if (a !== null && n.alpha !== null) L.env.set(n.alpha.name, v(a));
      L.env.set(n.omega.name, v(w));
      return items(n.body.items, 0);
    }),
  );
  const init = [...(a0 === null ? [] : [a0]), w0, { k: 'const', value: 0, elem: 'bool' } as Atom, r0];
  const out = em.bindMany({ tag: 'loop', params, init, form: { k: 'while', cond }, body }, types, loc);
  return out[out.length - 1]!;
}
