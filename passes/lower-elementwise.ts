// Lowering of elementwise functions: a type conversion, a monadic and a dyadic scalar function.
// Each is one map over the result's shape; a singleton argument of a dyadic function is read
// once as a scalar (scalar extension) rather than mapped over. The scalar operations themselves
// come from lower-scalar.ts.
import type { Atom } from '../core-ir/syntax.js';
import { shapeEq } from '../shapes/dim.js';
import type { TExpr } from '../shapes/typed.js';
import { scalarT } from './emit.js';
import { operandsChecked } from './lower-checks.js';
import type { LowerArm, LowerContext } from './lower-context.js';
import { applyDyadicScalar, applyMonadicScalar, convertAtom } from './lower-scalar.js';

/**
 * Elementwise application over e's shape: arguments with e's shape are mapped over, singleton
 * arguments are read once as scalars (scalar extension).
 */
function mapScalar(ctx: LowerContext, e: TExpr, args: readonly { atom: Atom; full: boolean }[], f: (xs: readonly Atom[]) => Atom): Atom {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const t = ctx.irType(e);
  if (t.shape.length === 0) return f(args.map((a) => ctx.scalarOf(a.atom, loc)));
  const arrays: string[] = [];
  const pos: (number | Atom)[] = [];
  for (const { atom, full } of args) {
    if (full && atom.k === 'var') {
      pos.push(arrays.length);
      arrays.push(atom.name);
    } else pos.push(ctx.scalarOf(atom, loc));
  }
  const lam = em.lambda([...t.shape.map(() => scalarT('int')), ...arrays.map((name) => scalarT(em.typeOf({ k: 'var', name }).elem))], (ps) => {
    const elems = ps.slice(t.shape.length);
    return [f(pos.map((p) => (typeof p === 'number' ? elems[p]! : p)))];
  });
  return em.bind({ tag: 'map', shape: t.shape, arrays, lambda: lam }, t, loc);
}

export const lowerConvert: LowerArm<'convert'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  return mapScalar(ctx, e, [{ atom: a, full: true }], ([x]) => convertAtom(ctx.em, x!, e.t.elem, loc));
};

export const lowerScalar1: LowerArm<'scalar1'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  return mapScalar(ctx, e, [{ atom: a, full: true }], ([x]) => applyMonadicScalar(ctx.em, n.glyph, x!, e.t.elem, ctx.tolerance, ctx.float, loc));
};

export const lowerScalar2: LowerArm<'scalar2'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const [l, r] = operandsChecked(ctx, n.left, n.right, loc);
  const full = (x: TExpr) => shapeEq(x.t.shape, e.t.shape);
  return mapScalar(ctx, e, [{ atom: l, full: full(n.left) }, { atom: r, full: full(n.right) }], ([x, y]) => applyDyadicScalar(ctx.em, n.glyph, x!, y!, e.t.elem, ctx.tolerance, ctx.float, loc));
};
