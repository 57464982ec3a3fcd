// A strand whose items differ in rank (1 ⍵: a scalar beside a matrix) is not held as one nested
// array yet (nested.ts refuses it). Where it is the left argument of a function that pairs its
// items with the right argument's (an inner product f.g with a scalar g, a scalar function, g¨), the pairs are
// formed item by item, since a strand's length is written in the program: 1 ⍵∨.∧v is
// ⊂(1∧⊃v[1])∨(⍵∧⊃v[2]), the last step of the classic Life. The results make a strand again (where
// they can be held), or f folds them from the last, as the inner product of vectors is f/ of the
// pairs where g is scalar (any other g takes both vectors whole, which needs the strand held).
import { isFn, type Expr, type Fn, type Span } from '../apl/ast.js';
import { asConst } from './dim.js';
import { intLit, primFn, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { strandOf } from './literals.js';
import { DYADIC_SCALAR } from './scalar-rules.js';
import type { TExpr } from './typed.js';

/** How a function pairs items: g between each pair, and f folding the results (an inner product) or none. */
function pairing(ctx: CheckContext, env: Env, fn: Fn): { readonly g: FnValue; readonly f: FnValue | null } | null {
  if (fn.kind === 'prim' && fn.axis === null && DYADIC_SCALAR.has(fn.glyph)) return { g: { fn, env }, f: null };
  if (fn.kind !== 'derived' || fn.op.kind !== 'primOp' || fn.axis !== null || !isFn(fn.left)) return null;
  if (fn.op.glyph === '¨') return { g: ctx.core.resolveFn(env, fn.left), f: null };
  // f.g pairs items only where g is scalar: any other g takes the whole strand, which is not held
  const g = fn.right;
  if (fn.op.glyph === '.' && g !== null && isFn(g) && g.kind === 'prim' && g.axis === null && DYADIC_SCALAR.has(g.glyph)) return { g: ctx.core.resolveFn(env, g), f: ctx.core.resolveFn(env, fn.left) };
  return null;
}

/**
 * ⍺ fn ⍵ where ⍺ is the strand `left`, whose items are checked here one by one (right to left), or
 * null where fn does not pair items or ⍵ is not a vector of the strand's length or a scalar.
 */
export function strandPairwise(ctx: CheckContext, env: Env, fn: Fn, left: Extract<Expr, { kind: 'strand' }>, r: TExpr, span: Span): TExpr | null {
  const how = pairing(ctx, env, fn);
  if (how === null) return null;
  const k = left.items.length;
  const n = r.t.shape.length === 1 ? asConst(r.t.shape[0]!) : r.t.shape.length === 0 ? 1 : null;
  if (r.t.shape.length > 1) return null;
  if (n !== k && n !== 1) {
    if (n === null) return null;
    return ctx.fail('LENGTH', `a strand of ${k} items beside a vector of ${n}`, span, [ctx.describe('right', r)]);
  }
  const items = [...left.items].reverse().map((x) => ctx.core.checkExpr(env, x)).reverse();
  // ⍵'s item i (disclosed), or its only item, disclosed once, beside every one of the strand's
  const w = shareValue(ctx, n === 1 ? ctx.core.applyMonadic(env, primFn('⊃', env, span), r, span) : r);
  const right = (i: number): TExpr => (n === 1 ? w.ref : ctx.core.applyDyadic(env, primFn('⊃', env, span), intLit(i + env.io, span), w.ref, span));
  const pairs: TExpr[] = [];
  for (let i = k - 1; i >= 0; i--) pairs[i] = ctx.core.applyDyadic(env, how.g, items[i]!, right(i), span);
  if (how.f === null) return w.wrap(strandOf(ctx, left, pairs));
  let acc = pairs[k - 1]!;
  for (let i = k - 2; i >= 0; i--) acc = ctx.core.applyDyadic(env, how.f, pairs[i]!, acc, span);
  // the inner product of two vectors is a scalar: the fold enclosed
  return w.wrap(ctx.core.applyMonadic(env, primFn('⊂', env, span), acc, span));
}
