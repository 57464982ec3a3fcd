// Lowering of the power operator (shapes/power.ts) to IR loops. f⍣n is a for loop whose count
// may be known only at run time (the GPU executor drives it from the host, reading the count
// back once). f⍣g is a while loop over (previous, current): it starts from (⍵, f ⍵) and stops as
// soon as `current g previous` holds, so f⍣≡ stops at the first value f leaves unchanged.
// Lengths that f changes are loop parameters too (int sizes the value's type names), each
// iteration passing on the lengths of its result.
import type { Atom, Param, Size, Type } from '../core-ir/syntax.js';
import type { LoopSize, TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';

type PowerNode = Extract<TNode, { k: 'power' }>;

/** A carried value: its size parameters, then the value, typed by them. */
interface Carried {
  readonly sizes: readonly Param[];
  readonly value: Param;
}

export function lowerPower(L: LowerContext, e: TExpr, n: PowerNode): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const count = n.count === null ? null : L.wholeNumber(L.scalarOf(L.expr(n.count), loc), 'the count of ⍣', loc);
  if (count !== null) {
    const ok = em.bind({ tag: 'bin', op: 'ge', left: count, right: intC(0) }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'DOMAIN', message: 'f⍣n with a negative n (the inverse of f) is not supported' }, loc);
  }
  const init = L.expr(n.init);
  const initT = em.typeOf(init);
  // the loop's value type: the carried axes are its size parameters, the others as checked
  const carried = (base: string, sizes: readonly LoopSize[]): Carried => {
    const ps = sizes.map(() => param(L, `${base}n`, scalarT('int')));
    const shape: Size[] = initT.shape.map((d, i) => {
      const j = sizes.findIndex((z) => z.axis === i);
      return j < 0 ? d : { k: 'var', name: ps[j]!.name };
    });
    return { sizes: ps, value: param(L, base, { elem: initT.elem, shape }) };
  };
  const params = (c: Carried): Param[] => [...c.sizes, c.value];
  // the loop's results: fresh names, the value's type naming the result sizes (not the parameters)
  const results = (cs: readonly Carried[]): Param[] =>
    cs.flatMap((c) => {
      const sizes = c.sizes.map(() => param(L, 'n', scalarT('int')));
      const shape = c.value.type.shape.map((d): Size => {
        const j = d.k === 'var' ? c.sizes.findIndex((p) => p.name === d.name) : -1;
        return j < 0 ? d : { k: 'var', name: sizes[j]!.name };
      });
      return [...sizes, param(L, 'r', { elem: c.value.type.elem, shape })];
    });
  const v = (p: Param): Atom => ({ k: 'var', name: p.name });
  // the lengths of a value along the carried axes, then the value
  const state = (x: Atom, sizes: readonly LoopSize[]): Atom[] => [...sizes.map((z) => sizeAtom(em.typeOf(x).shape[z.axis]!)), x];
  // inside a body the checker's size variables name the parameters of the value they belong to
  const bindSizes = (c: Carried, sizes: readonly LoopSize[]): void => sizes.forEach((z, i) => L.setSize(z.k, { k: 'var', name: c.sizes[i]!.name }));
  // names of enclosing scopes that f modifies are carried too (shapes/power.ts): parameters after
  // the value's, bound in the body (and the condition) to the checker's names for them
  const extras = n.extras ?? [];
  const extraInit = extras.map((x) => L.expr(x.init));
  const extraParams = extras.map((x, i) => param(L, x.param, em.typeOf(extraInit[i]!)));
  const bindExtras = (): void => extras.forEach((x, i) => L.env.set(x.param, v(extraParams[i]!)));
  const extraNext = (): Atom[] => extras.map((x) => L.expr(x.next));
  const extraOuts = (): Param[] => extraParams.map((p) => param(L, 'r', p.type));
  const bindOuts = (res: readonly Atom[]): void => extras.forEach((x, i) => L.env.set(x.out, res[res.length - extras.length + i]!));
  if (count !== null) {
    const cur = carried('pow', n.sizes);
    const iter = em.fresh('i');
    em.declare(iter, scalarT('int'));
    const body = L.withSizeScope(() =>
      em.block(() => {
        bindSizes(cur, n.sizes);
        L.env.set(n.param, v(cur.value));
        bindExtras();
        return [...state(L.expr(n.body), n.sizes), ...extraNext()];
      }),
    );
    const out = em.bindNamed({ tag: 'loop', params: [...params(cur), ...extraParams], init: [...state(init, n.sizes), ...extraInit], form: { k: 'for', count, iter }, body }, [...results([cur]), ...extraOuts()], loc);
    n.sizes.forEach((z, i) => L.setSize(z.k, sizeOf(out[i]!)));
    bindOuts(out);
    return out[out.length - 1 - extras.length]!;
  }
  const until = n.until!;
  // (started, previous, current) from (false, ⍵, ⍵): the body is lowered once, and the condition
  // is only evaluated once there is a previous value to compare with
  const started = param(L, 'started', scalarT('bool'));
  const prev = carried('prev', n.sizes);
  const cur = carried('cur', n.sizes);
  const cond = L.withSizeScope(() =>
    em.block(() => {
      const test = L.withSizeScope(() =>
        em.block(() => {
          bindSizes(prev, n.sizes);
          bindSizes(cur, until.nextSizes);
          L.env.set(n.param, v(prev.value));
          L.env.set(until.next, v(cur.value));
          bindExtras();
          const c = L.scalarOf(L.expr(until.cond), loc);
          return [em.bind({ tag: 'un', op: 'not', arg: c }, scalarT('bool'), loc)];
        }),
      );
      const first = em.block(() => [{ k: 'const', value: 1, elem: 'bool' } as Atom]);
      return em.bindMany({ tag: 'if', cond: v(started), then: test, else: first }, [scalarT('bool')], loc);
    }),
  );
  const body = L.withSizeScope(() =>
    em.block(() => {
      bindSizes(cur, n.sizes);
      L.env.set(n.param, v(cur.value));
      bindExtras();
      const value = state(L.expr(n.body), n.sizes);
      return [{ k: 'const', value: 1, elem: 'bool' } as Atom, ...state(v(cur.value), n.sizes), ...value, ...extraNext()];
    }),
  );
  const init2 = [{ k: 'const', value: 0, elem: 'bool' } as Atom, ...state(init, n.sizes), ...state(init, n.sizes), ...extraInit];
  const outs = [param(L, 'started', scalarT('bool')), ...results([prev, cur]), ...extraOuts()];
  const res = em.bindNamed({ tag: 'loop', params: [started, ...params(prev), ...params(cur), ...extraParams], init: init2, form: { k: 'while', cond }, body }, outs, loc);
  bindOuts(res);
  const curOut = res.slice(1 + params(prev).length, res.length - extras.length);
  n.sizes.forEach((z, i) => L.setSize(z.k, sizeOf(curOut[i]!)));
  return curOut[curOut.length - 1]!;
}

/** An int atom as the size it stands for (a loop's result length). */
export function sizeOf(a: Atom): Size {
  return a.k === 'const' ? { k: 'const', n: a.value } : { k: 'var', name: a.name };
}

/** A fresh loop parameter of type t, declared to the emitter. */
export function param(L: LowerContext, base: string, t: Type): Param {
  const name = L.em.fresh(base);
  L.em.declare(name, t);
  return { name, type: t };
}
