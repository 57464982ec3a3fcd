// Lowering of reductions, scans and products. A reduction or scan folds along the last axis
// (another axis is first moved last with rearrange, and a scan's result moved back), as a
// redomap or scanomap whose map converts to the result type; a non-associative function is
// marked so every backend folds it from the right, as APL does. An outer product is a map over
// both arguments' index spaces; an inner product a redomap over the result's index space and
// the shared axis, the right function applied in the map and the left one folding.
import type { Atom, SrcLoc } from '../core-ir/syntax.js';
import type { ScalarFn, TExpr } from '../shapes/typed.js';
import { scalarT } from './emit.js';
import { operandsChecked } from './lower-checks.js';
import type { LowerArm, LowerContext } from './lower-context.js';
import { convertAtom } from './lower-scalar.js';

function reduceOrScan(ctx: LowerContext, e: TExpr, kind: 'reduce' | 'scan', fn: ScalarFn, axis: number, argE: TExpr): Atom {
  const em = ctx.em;
  const loc = ctx.loc(e);
  let a = ctx.expr(argE);
  const at = em.typeOf(a);
  const rank = at.shape.length;
  let perm: number[] | null = null;
  if (axis !== rank - 1) {
    perm = [...Array(rank).keys()].filter((i) => i !== axis).concat([axis]);
    a = em.bind({ tag: 'rearrange', perm, array: ctx.arrayName(a, loc) }, { elem: at.elem, shape: perm.map((p) => at.shape[p]!) }, loc);
  }
  const shape = em.typeOf(a).shape;
  const elem = e.t.elem;
  const mapLam = em.lambda([...shape.map(() => scalarT('int')), scalarT(at.elem)], (ps) => [convertAtom(em, ps[ps.length - 1]!, elem, loc)]);
  const { op, neutral, assoc } = ctx.foldOp(fn, elem, loc);
  const name = ctx.arrayName(a, loc);
  if (kind === 'reduce') return em.bind({ tag: 'redomap', shape, arrays: [name], map: mapLam, op, neutral, assoc }, ctx.irType(e), loc);
  const scanned = em.bind({ tag: 'scanomap', shape, arrays: [name], map: mapLam, op, assoc }, { elem, shape }, loc);
  if (!perm) return scanned;
  const inv = new Array<number>(rank);
  perm.forEach((p, i) => (inv[p] = i));
  return em.bind({ tag: 'rearrange', perm: inv, array: (scanned as { name: string }).name }, ctx.irType(e), loc);
}

export const lowerReduce: LowerArm<'reduce'> = (ctx, e, n) => reduceOrScan(ctx, e, 'reduce', n.fn, n.axis, n.arg);

export const lowerScan: LowerArm<'scan'> = (ctx, e, n) => reduceOrScan(ctx, e, 'scan', n.fn, n.axis, n.arg);

/** An element of `a` at the given indices (a scalar passes through; singletons extend). */
function elementAt(ctx: LowerContext, a: Atom, idx: readonly Atom[], loc: SrcLoc): Atom {
  const t = ctx.em.typeOf(a);
  if (t.shape.length === 0) return a;
  return ctx.em.bind({ tag: 'index', array: (a as { name: string }).name, idx }, scalarT(t.elem), loc);
}

export const lowerOuter: LowerArm<'outer'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const r = ctx.expr(n.right);
  const l = ctx.expr(n.left);
  const t = ctx.irType(e);
  const lr = n.left.t.shape.length;
  const lam = ctx.scalarLambda(t.shape.map(() => scalarT('int')), (idx) => {
    const x = elementAt(ctx, l, idx.slice(0, lr), loc);
    const y = elementAt(ctx, r, idx.slice(lr), loc);
    return [ctx.applyFn(n.fn, x, y, e.t.elem, loc)];
  }, 'the function of an outer product');
  return em.bind({ tag: 'map', shape: t.shape, arrays: [], lambda: lam }, t, loc);
};

export const lowerInner: LowerArm<'inner'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const [l, r] = operandsChecked(ctx, n.left, n.right, loc);
  const t = ctx.irType(e);
  const lt = em.typeOf(l);
  const k = lt.shape[lt.shape.length - 1]!;
  const iter = [...t.shape, k];
  const lOuter = lt.shape.length - 1;
  const mapLam = ctx.scalarLambda(iter.map(() => scalarT('int')), (idx) => {
    const kk = idx[idx.length - 1]!;
    const x = elementAt(ctx, l, [...idx.slice(0, lOuter), kk], loc);
    const y = elementAt(ctx, r, [kk, ...idx.slice(lOuter, idx.length - 1)], loc);
    const g = ctx.applyFn(n.g, x, y, null, loc);
    return [convertAtom(em, g, e.t.elem, loc)];
  }, 'the right function of an inner product');
  const { op, neutral, assoc } = ctx.foldOp(n.f, e.t.elem, loc);
  return em.bind({ tag: 'redomap', shape: iter, arrays: [], map: mapLam, op, neutral, assoc }, t, loc);
};
