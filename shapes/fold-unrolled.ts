// f/ of a nested vector whose length the checker knows, where the one-item-at-a-time loop of
// fold-loop.ts cannot carry the result (f gives a scalar or another type than the items:
// {(⍵[⍋⍵])≡⍺[⍋⍺]}/'listen' 'silent'), or the items are not all vectors ({⍺,', ',⍵}/'a' 'bb').
// Reduction is defined item by item from the last (v1 f v2 f … f vn, enclosed), so the steps are
// written out and each is checked on its own: its result may differ in type, rank and length
// from the next one's. Past UNROLL_LIMIT items the program would grow with the data: the caller's NONCE.
import type { Expr, Span } from '../apl/ast.js';
import { asConst } from './dim.js';
import { intLit, primFn, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { strandOf } from './literals.js';
import type { TExpr } from './typed.js';

/** The most items a reduction is written out for. */
export const UNROLL_LIMIT = 32;
/** The most items a scan is written out for: item i is its own reduction of i items, so n(n-1)/2 applications in all. */
export const SCAN_UNROLL_LIMIT = 16;

/** f/⍵ of a vector of at most UNROLL_LIMIT items known to the checker, or null. */
export function foldUnrolled(ctx: CheckContext, env: Env, f: FnValue, r: TExpr, span: Span): TExpr | null {
  const n = knownLength(r, UNROLL_LIMIT);
  if (n === null) return null;
  const v = shareValue(ctx, r);
  // the reduction of a vector is a scalar: the last result enclosed (a simple scalar is its own enclosure)
  return v.wrap(ctx.core.applyMonadic(env, primFn('⊂', env, span), prefixFold(ctx, env, f, v.ref, n, span), span));
}

/**
 * f\⍵ of a vector of at most SCAN_UNROLL_LIMIT items known to the checker, or null: item i is
 * f/ of the first i items, each written out as a reduction is (f need not be associative), and
 * the results make a strand ({(0,⍵)+⍵,0}\6⍴⊂,1: Pascal's triangle, rows of growing length).
 */
export function scanUnrolled(ctx: CheckContext, env: Env, f: FnValue, r: TExpr, span: Span): TExpr | null {
  const n = knownLength(r, SCAN_UNROLL_LIMIT);
  if (n === null) return null;
  const v = shareValue(ctx, r);
  const results = Array.from({ length: n }, (_, i) => prefixFold(ctx, env, f, v.ref, i + 1, span));
  const written: Extract<Expr, { kind: 'strand' }> = { kind: 'strand', items: results.map(() => ({ kind: 'zilde', span })), span };
  return v.wrap(strandOf(ctx, written, results));
}

function knownLength(r: TExpr, limit: number): number | null {
  if (r.t.shape.length !== 1) return null;
  const n = asConst(r.t.shape[0]!);
  return n === null || n < 1 || n > limit ? null : n;
}

/** f/ of the first k items of v, disclosed: the steps from the k-th item back to the first. */
function prefixFold(ctx: CheckContext, env: Env, f: FnValue, v: TExpr, k: number, span: Span): TExpr {
  const item = (i: number): TExpr => ctx.core.applyDyadic(env, primFn('⊃', env, span), intLit(i + env.io, span), v, span);
  let acc = item(k - 1);
  for (let i = k - 2; i >= 0; i--) acc = ctx.core.applyDyadic(env, f, item(i), acc, span);
  return acc;
}
