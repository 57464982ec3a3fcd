// f/ of a nested vector whose length the checker knows, where the one-item-at-a-time loop of
// fold-loop.ts cannot carry the result (f gives a scalar or another type than the items:
// {(⍵[⍋⍵])≡⍺[⍋⍺]}/'listen' 'silent'), or the items are not all vectors ({⍺,', ',⍵}/'a' 'bb').
// Reduction is defined item by item from the last (v1 f v2 f … f vn, enclosed), so the steps are
// written out and each is checked on its own: its result may differ in type, rank and length
// from the next one's. Past UNROLL_LIMIT items the program would grow with the data: the caller's NONCE.
import type { Span } from '../apl/ast.js';
import { asConst } from './dim.js';
import { intLit, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import type { TExpr } from './typed.js';

/** The most items a reduction is written out for. */
export const UNROLL_LIMIT = 32;

/** f/⍵ of a nested vector of at most UNROLL_LIMIT items known to the checker, or null. */
export function foldUnrolled(ctx: CheckContext, env: Env, f: FnValue, r: TExpr, span: Span): TExpr | null {
  if (r.t.shape.length !== 1) return null;
  const n = asConst(r.t.shape[0]!);
  if (n === null || n < 2 || n > UNROLL_LIMIT) return null;
  const prim = (glyph: string): FnValue => ({ fn: { kind: 'prim', glyph, axis: null, span }, env });
  const v = shareValue(ctx, r);
  const item = (i: number): TExpr => ctx.core.applyDyadic(env, prim('⊃'), intLit(i + env.io, span), v.ref, span);
  let acc = item(n - 1);
  for (let i = n - 2; i >= 0; i--) acc = ctx.core.applyDyadic(env, f, item(i), acc, span);
  // the reduction of a vector is a scalar: the last result enclosed (a simple scalar is its own enclosure)
  return v.wrap(ctx.core.applyMonadic(env, prim('⊂'), acc, span));
}
