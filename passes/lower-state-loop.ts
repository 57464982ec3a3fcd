// Lowering of a traditional function's loop (shapes/tradfn-blocks.ts) to an IR while loop. Its
// parameters are the state: for each name, the lengths the body may change (int sizes its type
// names), then the value. The condition reads the parameters before each iteration; the body's
// results are the next values, and the loop's results the names after it.
import type { Atom, Param, Size } from '../core-ir/syntax.js';
import { convertAtom } from './lower-scalar.js';
import { scalarT, sizeAtom } from './emit.js';
import { param, sizeOf } from './lower-power.js';
import type { LowerArm, LowerContext } from './lower-context.js';

export const lowerStateLoop: LowerArm<'stateLoop'> = (L, e, n) => {
  const em = L.em;
  const loc = L.loc(e);
  const inits = n.state.map((s) => L.expr(s.init));
  const carried = n.state.map((s, i) => {
    const initT = em.typeOf(inits[i]!);
    const sizes = s.sizes.map(() => param(L, `${s.param}n`, scalarT('int')));
    const shape: Size[] = initT.shape.map((d, axis) => {
      const j = s.sizes.findIndex((z) => z.axis === axis);
      return j < 0 ? d : { k: 'var', name: sizes[j]!.name };
    });
    return { sizes, value: param(L, s.param, { elem: initT.elem, shape }) };
  });
  const v = (p: Param): Atom => ({ k: 'var', name: p.name });
  // the lengths along the carried axes, then the value
  const stateOf = (x: Atom, i: number): Atom[] => [...n.state[i]!.sizes.map((z) => sizeAtom(em.typeOf(x).shape[z.axis]!)), x];
  const bindParams = (): void =>
    n.state.forEach((s, i) => {
      s.sizes.forEach((z, j) => L.setSize(z.k, { k: 'var', name: carried[i]!.sizes[j]!.name }));
      L.env.set(s.param, v(carried[i]!.value));
    });
  const cond = L.withSizeScope(() =>
    em.block(() => {
      bindParams();
      return [convertAtom(em, L.scalarOf(L.expr(n.cond), loc), 'bool', loc)];
    }),
  );
  const body = L.withSizeScope(() =>
    em.block(() => {
      bindParams();
      L.expr(n.body);
      return n.state.flatMap((s, i) => stateOf(L.expr(s.next), i));
    }),
  );
  // the results: fresh names, each value's type naming its result sizes
  const results = carried.flatMap((c) => {
    const sizes = c.sizes.map(() => param(L, 'n', scalarT('int')));
    const shape = c.value.type.shape.map((d): Size => {
      const j = d.k === 'var' ? c.sizes.findIndex((p) => p.name === d.name) : -1;
      return j < 0 ? d : { k: 'var', name: sizes[j]!.name };
    });
    return [...sizes, param(L, 'r', { elem: c.value.type.elem, shape })];
  });
  const params = carried.flatMap((c) => [...c.sizes, c.value]);
  const init = inits.flatMap((x, i) => stateOf(x, i));
  const out = em.bindNamed({ tag: 'loop', params, init, form: { k: 'while', cond }, body }, results, loc);
  let at = 0;
  n.state.forEach((s) => {
    s.sizes.forEach((z) => L.setSize(z.k, sizeOf(out[at++]!)));
    L.env.set(s.out, out[at++]!);
  });
  return { k: 'const', value: 0, elem: 'bool' };
};

