// Lowering of the power operator (shapes/power.ts) to IR loops. f⍣n is a for loop whose count
// may be known only at run time (the GPU executor drives it from the host, reading the count
// back once). f⍣g is a while loop over (previous, current): it starts from (⍵, f ⍵) and stops as
// soon as `current g previous` holds, so f⍣≡ stops at the first value f leaves unchanged.
import type { Atom, Param, Type } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT } from './emit.js';
import type { Lowering } from './lower.js';

type PowerNode = Extract<TNode, { k: 'power' }>;

export function lowerPower(L: Lowering, e: TExpr, n: PowerNode): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const t = L.irType(e);
  if (n.count !== null) {
    const cnt = L.wholeNumber(L.scalarOf(L.expr(n.count), loc), 'the count of ⍣', loc);
    const ok = em.bind({ tag: 'bin', op: 'ge', left: cnt, right: intC(0) }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'DOMAIN', message: 'f⍣n with a negative n (the inverse of f) is not supported' }, loc);
    const init = L.expr(n.init);
    const p = param(L, 'pow', t);
    const iter = em.fresh('i');
    em.declare(iter, scalarT('int'));
    const body = L.withSizeScope(() =>
      em.block(() => {
        L.env.set(n.param, { k: 'var', name: p.name });
        return [L.expr(n.body)];
      }),
    );
    return em.bindMany({ tag: 'loop', params: [p], init: [init], form: { k: 'for', count: cnt, iter }, body }, [t], loc)[0]!;
  }
  const until = n.until!;
  const init = L.expr(n.init);
  // the first application happens before the loop: the condition compares it with ⍵
  L.env.set(n.param, init);
  const first = L.withSizeScope(() => L.expr(n.body));
  const prev = param(L, 'prev', t);
  const cur = param(L, 'cur', t);
  const cond = L.withSizeScope(() =>
    em.block(() => {
      L.env.set(n.param, { k: 'var', name: prev.name });
      L.env.set(until.next, { k: 'var', name: cur.name });
      const c = L.scalarOf(L.expr(until.cond), loc);
      return [em.bind({ tag: 'un', op: 'not', arg: c }, scalarT('bool'), loc)];
    }),
  );
  const body = L.withSizeScope(() =>
    em.block(() => {
      L.env.set(n.param, { k: 'var', name: cur.name });
      return [{ k: 'var', name: cur.name }, L.expr(n.body)];
    }),
  );
  const res = em.bindMany({ tag: 'loop', params: [prev, cur], init: [init, first], form: { k: 'while', cond }, body }, [t, t], loc);
  return res[1]!;
}

function param(L: Lowering, base: string, t: Type): Param {
  const name = L.em.fresh(base);
  L.em.declare(name, t);
  return { name, type: t };
}

