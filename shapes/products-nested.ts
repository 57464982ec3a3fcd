// Outer and inner products with a nested argument, written in APL from Dyalog's definitions so
// that f¨, f/ and the structural primitives carry the nesting:
// - ⍺∘.f⍵: every item of ⍺ with every item of ⍵, whole, as f's arguments (¯1 0 1∘.⌽⊂m: the
//   matrix rotated three ways, the first step of the classic Life): f¨ between ⍺'s items each
//   repeated ≢,⍵ times and ⍵'s items cycled ≢,⍺ times, in the shape (⍴⍺),⍴⍵;
// - ⍺f.g⍵ of vectors: f/⍺ g⍵, a scalar (0 1∨.∧v: the second matrix, enclosed). g takes the
//   vectors whole, as Dyalog's f/¨(⊂[⍴⍴⍺]⍺)∘.g⊂[1]⍵ does for vectors: a scalar g pairs their
//   items (pervasion), any other g sees both vectors (+.{⍺,⍵} joins them, then sums the items).
import type { Span } from '../apl/ast.js';
import type { CheckContext, Env, FnValue } from './context.js';
import { libraryFunction } from './library-dfn.js';
import type { TExpr } from './typed.js';

const OUTER = '{((⍴⍺),⍴⍵)⍴((≢,⍵)/,⍺)⍙f¨((≢,⍺)×≢,⍵)⍴,⍵}';
const INNER = '{⍙f/⍺ ⍙g ⍵}';

export function outerNested(ctx: CheckContext, env: Env, f: FnValue, l: TExpr, r: TExpr, span: Span): TExpr {
  const lam = libraryFunction(ctx, OUTER, span, '∘.f', { fns: { '⍙f': f }, arrays: {} }, env.io);
  return ctx.core.applyDyadic(lam.env, lam, l, r, span);
}

/** ⍺f.g⍵ where an argument is nested; null unless both are vectors or scalars (the caller's NONCE). */
export function innerNested(ctx: CheckContext, env: Env, f: FnValue, g: FnValue, l: TExpr, r: TExpr, span: Span): TExpr | null {
  if (l.t.shape.length > 1 || r.t.shape.length > 1) return null;
  const lam = libraryFunction(ctx, INNER, span, 'f.g', { fns: { '⍙f': f, '⍙g': g }, arrays: {} }, env.io);
  return ctx.core.applyDyadic(lam.env, lam, l, r, span);
}
