// Lowering of tail recursion (shapes/recursion.ts) to an IR while loop over (⍺, ⍵, done, result):
// the condition is ~done; the body runs the dfn's statements, its guards as nested ifs, and each
// arm gives the next state: a return sets done and the result, a tail call the next arguments.
// Lengths that the calls change are loop parameters too, before the argument whose type names
// them.
import type { Atom, Param, Size, Type } from '../core-ir/syntax.js';
import type { LoopSize, TailArm, TailItem, TExpr, TNode } from '../shapes/typed.js';
import { scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';
import { convertAtom } from './lower-scalar.js';

type TailLoop = Extract<TNode, { k: 'tailLoop' }>;

/** An argument the loop carries: its size parameters, then the argument, typed by them. */
interface Carried {
  readonly sizes: readonly Param[];
  readonly value: Param;
  readonly loop: readonly LoopSize[];
}

export function lowerTailLoop(L: LowerContext, e: TExpr, n: TailLoop): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const w0 = L.expr(n.omega.init);
  const a0 = n.alpha === null ? null : L.expr(n.alpha.init);
  // the result's type, its carried lengths (whole dims only, see recursion.ts) named by `name`
  const allSizes = [...(n.alpha?.sizes ?? []), ...n.omega.sizes];
  const resultType = (name: (z: LoopSize) => Size): Type => ({
    elem: e.t.elem,
    shape: e.t.shape.map((d) => {
      const z = allSizes.find((x) => x.k === d.key);
      return z === undefined ? L.size(d) : name(z);
    }),
  });
  const initSize = (z: LoopSize): Size => {
    const x = n.omega.sizes.includes(z) ? w0 : a0!;
    return em.typeOf(x).shape[z.axis]!;
  };
  const t = resultType(initSize);
  const param = (base: string, ty: Type): Param => {
    const name = em.fresh(base);
    em.declare(name, ty);
    return { name, type: ty };
  };
  const carried = (base: string, init: Atom, sizes: readonly LoopSize[]): Carried => {
    const it = em.typeOf(init);
    const ps = sizes.map(() => param(`${base}n`, scalarT('int')));
    const shape: Size[] = it.shape.map((d, i) => {
      const j = sizes.findIndex((z) => z.axis === i);
      return j < 0 ? d : { k: 'var', name: ps[j]!.name };
    });
    return { sizes: ps, value: param(base, { elem: it.elem, shape }), loop: sizes };
  };
  const w = carried('w', w0, n.omega.sizes);
  const a = a0 === null ? null : carried('a', a0, n.alpha!.sizes);
  const done = param('done', scalarT('bool'));
  const fill: Atom = { k: 'const', value: t.elem === 'char' ? 32 : 0, elem: t.elem };
  const r0 = t.shape.length === 0 ? fill : em.bind({ tag: 'replicate', shape: t.shape, value: fill }, t, loc);
  // the result's lengths that are carried ones are its own: a call changes the arguments' lengths
  // while the result waits, as it was, for a return to give it
  const resultSizes = allSizes.filter((z) => e.t.shape.some((d) => d.key === z.k));
  const resultSizesNamed = (ps: readonly Param[]) => (z: LoopSize): Size => ({ k: 'var', name: ps[resultSizes.indexOf(z)]!.name });
  const resN = resultSizes.map(() => param('resn', scalarT('int')));
  const res = param('res', resultType(resultSizesNamed(resN)));
  const v = (p: Param): Atom => ({ k: 'var', name: p.name });
  const of = (c: Carried, x: Atom): Atom[] => [...c.loop.map((z) => sizeAtom(em.typeOf(x).shape[z.axis]!)), x];
  const current = (c: Carried): Atom[] => [...c.sizes.map(v), v(c.value)];
  const params = [...(a === null ? [] : [...a.sizes, a.value]), ...w.sizes, w.value, done, ...resN, res];
  const withSizes = (x: Atom): Atom[] => [...resultSizes.map((z) => sizeAtom(em.typeOf(x).shape[e.t.shape.findIndex((d) => d.key === z.k)]!)), x];
  const state = (next: { a: Atom[] | null; w: Atom[]; done: boolean; res: Atom[] }): Atom[] => [
    ...(a === null ? [] : next.a ?? current(a)),
    ...next.w,
    { k: 'const', value: next.done ? 1 : 0, elem: 'bool' },
    ...next.res,
  ];
  const arm = (x: TailArm): Atom[] => {
    if (x.k === 'return') {
      const value = L.expr(x.value);
      const conv = em.typeOf(value).shape.length === 0 ? convertAtom(em, value, t.elem, loc) : value;
      return state({ a: null, w: current(w), done: true, res: withSizes(conv) });
    }
    const nw = L.expr(x.omega);
    const na = x.alpha === null || a === null ? null : of(a, L.expr(x.alpha));
    return state({ a: na, w: of(w, nw), done: false, res: [...resN.map(v), v(res)] });
  };
  // a state bound by a loop or a branch: fresh names, each argument's type naming its own sizes
  const freshState = (): Param[] => {
    const outs: Param[] = [];
    const outCarried = (c: Carried): void => {
      const sizes = c.sizes.map(() => param('n', scalarT('int')));
      const shape = c.value.type.shape.map((d): Size => {
        const j = d.k === 'var' ? c.sizes.findIndex((p) => p.name === d.name) : -1;
        return j < 0 ? d : { k: 'var', name: sizes[j]!.name };
      });
      outs.push(...sizes, param('r', { elem: c.value.type.elem, shape }));
    };
    if (a !== null) outCarried(a);
    outCarried(w);
    const resSizes = resultSizes.map(() => param('n', scalarT('int')));
    outs.push(param('done', scalarT('bool')), ...resSizes, param('res', resultType(resultSizesNamed(resSizes))));
    return outs;
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
    return em.bindNamed({ tag: 'if', cond: c, then: thenB, else: elseB }, freshState(), loc);
  };
  const bindSizes = (c: Carried | null): void => c?.loop.forEach((z, i) => L.setSize(z.k, { k: 'var', name: c.sizes[i]!.name }));
  const cond = em.block(() => [em.bind({ tag: 'un', op: 'not', arg: v(done) }, scalarT('bool'), loc)]);
  const body = L.withSizeScope(() =>
    em.block(() => {
      bindSizes(a);
      bindSizes(w);
      if (a !== null && n.alpha !== null) L.env.set(n.alpha.name, v(a.value));
      L.env.set(n.omega.name, v(w.value));
      return items(n.body.items, 0);
    }),
  );
  const init = [...(a === null ? [] : of(a, a0!)), ...of(w, w0), { k: 'const', value: 0, elem: 'bool' } as Atom, ...withSizes(r0)];
  const out = em.bindNamed({ tag: 'loop', params, init, form: { k: 'while', cond }, body, ...(n.onHost ? { onHost: true as const } : {}) }, freshState(), loc);
  // after the loop the carried lengths are their last values (a result may be shaped by them)
  let at = 0;
  for (const c of a === null ? [w] : [a, w]) {
    c.loop.forEach((z, i) => L.setSize(z.k, { k: 'var', name: (out[at + i] as { name: string }).name }));
    at += c.loop.length + 1;
  }
  return out[out.length - 1]!;
}
