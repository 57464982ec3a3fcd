// f¨ of an irregular nested vector where f is a function the segmented forms of ragged-prims.ts
// do not cover: written as a dfn, whose body on one item is flattened as any dfn's is
// (ragged-lift.ts). A primitive is {f ⍵} (∪¨words, ⍋¨words). ⍺ f¨⍵ goes by item index, each
// application picking its items from both sides, a scalar side given whole (disclosed) as Dyalog's
// each extends it: (⊂'abc')≡¨words, 'abc' 'de'≡¨'abc' 'df'. The sides' lengths are checked as
// any scalar extension's are (a LENGTH ERROR, before running where the lengths are known).
import type { Span } from '../apl/ast.js';
import { shareValue, isSingleton, type CheckContext, type Env, type FnValue } from './context.js';
import { libraryFunction } from './library-dfn.js';
import { liftedRaggedEach } from './ragged-lift.js';
import { extendedShape } from './scalar-shapes.js';
import type { TExpr } from './typed.js';

/** f¨⍵ of an irregular nested vector, f a primitive: {f ⍵}¨⍵. */
export function primitiveEach(ctx: CheckContext, env: Env, f: FnValue, r: TExpr, span: Span): TExpr {
  const lam = libraryFunction(ctx, '{⍙f ⍵}', span, 'f¨', { fns: { '⍙f': f }, arrays: {} }, env.io);
  return liftedRaggedEach(ctx, env, lam, r, span);
}

/** ⍺ f¨⍵ of vectors (or a scalar beside one) where one side is irregular, f any function; null where a side has rank 2 or more. */
export function dyadicEachByIndex(ctx: CheckContext, env: Env, f: FnValue, l: TExpr, r: TExpr, span: Span): TExpr | null {
  if (l.t.shape.length > 1 || r.t.shape.length > 1) return null;
  const ext = extendedShape(ctx, l, r, span);
  // the side whose items are counted: a vector that is not a singleton, where there is one
  const frame = [ext.r, ext.l].find((x) => x.t.shape.length === 1 && !isSingleton(x.t)) ?? [ext.r, ext.l].find((x) => x.t.shape.length === 1);
  if (frame === undefined) return null;
  const ls = shareValue(ctx, ext.l);
  const rs = shareValue(ctx, ext.r);
  const item = (x: TExpr, name: string): string => (isSingleton(x.t) ? `(⊃${name})` : `(⍵⊃${name})`);
  const text = `{{${item(ext.l, '⍙l')} ⍙f ${item(ext.r, '⍙r')}}¨⍳≢⍵}`;
  const lam = libraryFunction(ctx, text, span, '⍺ f¨⍵', { fns: { '⍙f': f }, arrays: { '⍙l': ls.ref, '⍙r': rs.ref } }, env.io);
  const counted = frame === ext.l ? ls.ref : rs.ref;
  return rs.wrap(ls.wrap(ctx.core.applyMonadic(lam.env, lam, counted, span)));
}
