// Lowering of expand by a boolean mask computed from data (shapes/expand.ts): the running count of
// 1s gives each 1 its source item, the total is checked against the axis (LENGTH ERROR), and a
// gather from the argument with one fill item appended reads the result.
import type { Atom, Size } from '../core-ir/syntax.js';
import type { TExpr, TNode } from '../shapes/typed.js';
import { intC, scalarT, sizeAtom } from './emit.js';
import type { LowerContext } from './lower-context.js';

export function lowerExpandDyn(L: LowerContext, e: TExpr, n: Extract<TNode, { k: 'expandDyn' }>): Atom {
  const em = L.em;
  const loc = L.loc(e);
  const arr = L.arrayName(L.expr(n.arg), loc);
  const mask = L.arrayName(L.expr(n.mask), loc);
  const at = em.typeOf({ k: 'var', name: arr });
  const m = em.typeOf({ k: 'var', name: mask }).shape[0]!;
  const len = at.shape[n.axis]!;
  const int = scalarT('int');
  const toInt = em.lambda([int, scalarT('bool')], ([, x]) => [em.bind({ tag: 'un', op: 'toInt', arg: x! }, int, loc)]);
  const add = em.lambda([int, int], ([x, y]) => [em.bind({ tag: 'bin', op: 'add', left: x!, right: y! }, int, loc)]);
  const ones = em.bind({ tag: 'redomap', shape: [m], arrays: [mask], map: toInt, op: add, neutral: [intC(0)], assoc: true }, int, loc);
  const extends1 = len.k === 'const' && len.n === 1;
  if (!extends1) {
    const ok = em.bind({ tag: 'bin', op: 'eq', left: ones, right: sizeAtom(len) }, scalarT('bool'), loc);
    em.effect({ tag: 'assert', cond: ok, cls: 'LENGTH', message: 'the 1s of the left argument of \\ must count the items of the right argument' }, loc);
  }
  const running = L.arrayName(em.bind({ tag: 'scanomap', shape: [m], arrays: [mask], map: toInt, op: add, assoc: true }, { elem: 'int', shape: [m] }, loc), loc);
  const posLam = em.lambda([int, scalarT('bool'), int], ([, b, c]) => {
    const src = extends1 ? intC(0) : em.bind({ tag: 'bin', op: 'sub', left: c!, right: intC(1) }, int, loc);
    return [em.bind({ tag: 'select', cond: b!, then: src, else: sizeAtom(len) }, int, loc)];
  });
  const pos = L.arrayName(em.bind({ tag: 'map', shape: [m], arrays: [mask, running], lambda: posLam }, { elem: 'int', shape: [m] }, loc), loc);
  // the argument with one fill item appended along the axis
  const one: Size = { k: 'const', n: 1 };
  const fillShape = at.shape.map((d, i) => (i === n.axis ? one : d));
  const fill = L.arrayName(em.bind({ tag: 'replicate', shape: fillShape, value: { k: 'const', value: at.elem === 'char' ? 32 : 0, elem: at.elem } }, { elem: at.elem, shape: fillShape }, loc), loc);
  const plus = em.bind({ tag: 'bin', op: 'add', left: sizeAtom(len), right: intC(1) }, int, loc);
  const plusSize: Size = plus.k === 'const' ? { k: 'const', n: plus.value } : { k: 'var', name: plus.name };
  const paddedShape = at.shape.map((d, i) => (i === n.axis ? plusSize : d));
  const padded = L.arrayName(em.bind({ tag: 'concat', axis: n.axis, arrays: [arr, fill] }, { elem: at.elem, shape: paddedShape }, loc), loc);
  const axes = at.shape.map((_, i) => (i === n.axis ? pos : null));
  return em.bind({ tag: 'gather', array: padded, axes }, L.irType(e), loc);
}
