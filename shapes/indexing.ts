// Bracket indexing x[i;j] (one index array or nothing per axis; the result's shape is the
// indices' shapes in axis order; a single nested index of index vectors is choose indexing,
// choose.ts) and the index origin: indices are ⎕IO-based in the source and 0-based in checked nodes.
import { formatInt } from '../apl/format.js';
import type { Expr, Span } from '../apl/ast.js';
import { asConst, dimConst, type Dim } from './dim.js';
import { mk, shareValue, type CheckContext, type Env } from './context.js';
import { indexDeferred } from './each-deferred.js';
import { convertTo } from './literals.js';
import { scalar2 } from './scalar-shapes.js';
import { wholeNumbers } from './whole-numbers.js';
import type { TExpr } from './typed.js';
import { flatView, nestedView } from './nested.js';
import { raggedIndex } from './ragged-select.js';
import { chooseIndex } from './choose.js';
import { mixedSelect } from './mixed-arrays.js';

export function checkIndex(ctx: CheckContext, env: Env, e: Extract<Expr, { kind: 'index' }>): TExpr {
  // APL evaluates the indices before the array, the last axis's first (x[⍋x←v])
  const firsts = e.indices.map(() => null as ReturnType<CheckContext['core']['checkFirst']> | null);
  for (let i = e.indices.length - 1; i >= 0; i--) if (e.indices[i] !== null) firsts[i] = ctx.core.checkFirst(env, e.indices[i]!);
  const indices = firsts.map((f) => f?.ref ?? null);
  const wrap = (b: TExpr): TExpr => firsts.reduceRight((acc, f) => (f === null ? acc : f.wrap(acc)), b);
  const arr = ctx.core.checkExpr(env, e.array);
  // f¨ kept as f and its arguments (each-deferred.ts): the items chosen from each argument
  if (arr.t.deferred === true) {
    if (e.indices.length !== 1 || indices[0] === null) return ctx.fail('NONCE', 'indexing a nested array of depth 3 other than by one index array is not supported yet', e.span);
    const ix = shareValue(ctx, indices[0]!);
    return wrap(ix.wrap(indexDeferred(ctx, arr, (x) => checkIndexOf(ctx, env, x, [ix.ref], e), e.span)));
  }
  return wrap(checkIndexOf(ctx, env, arr, indices, e));
}

/** arr[…] once arr and its indices (null for an elided axis) are checked. */
function checkIndexOf(ctx: CheckContext, env: Env, arr: TExpr, indices: readonly (TExpr | null)[], e: Extract<Expr, { kind: 'index' }>): TExpr {
  const rank = arr.t.shape.length;
  // one index that is a nested array of index vectors: choose indexing (choose.ts)
  const only = indices.length === 1 ? indices[0]! : null;
  if (only !== null && only.t.items !== undefined && rank > 0) return chooseIndex(ctx, arr, only, env.io, e.span);
  if (e.indices.length !== rank)
    return ctx.fail('RANK', `${rank === 1 ? 'a vector' : `an array of rank ${rank}`} needs ${rank} ${rank === 1 ? 'index' : 'indices'}, got ${e.indices.length}`, e.span, [ctx.describe('array', arr)]);
  const idx = e.indices.map((ix, axis) => {
    const t0 = indices[axis];
    if (ix === null || t0 === null || t0 === undefined) return null;
    if (t0.t.elem === 'char') return ctx.fail('DOMAIN', 'indices must be integers', ix.span);
    // a float index must be whole when it runs (x←4÷2 ⋄ v[x])
    const t = wholeNumbers(ctx, t0, 'indices must be integers', ix.span);
    const dim = arr.t.shape[axis]!;
    const n = asConst(dim);
    if (t.sval && n !== null) {
      for (const v of t.sval) {
        const c = asConst(v);
        if (c !== null && (c - env.io < 0 || c - env.io >= n))
          return ctx.fail('INDEX', `index ${formatInt(c)} is out of range for an axis of length ${n} (⎕IO=${env.io})`, ix.span, [ctx.describe('array', arr)]);
      }
    }
    return convertTo(ctx, zeroBased(ctx, t, env.io), 'int');
  });
  const shape = idx.flatMap((ix, axis) => (ix === null ? [arr.t.shape[axis]!] : ix.t.shape));
  // static values picked by static indices stay static ((⍴R)[2] as a length)
  const ix0 = idx[0];
  const picks = arr.sval && rank === 1 && ix0 && ix0.sval && ix0.t.shape.length <= 1 ? ix0.sval.map((d) => asConst(d)) : null;
  const sval = picks && picks.every((p) => p !== null && p >= 0 && p < arr.sval!.length) ? picks.map((p) => arr.sval![p!]!) : null;
  // a mixed array's values and character mask are indexed alike (mixed-arrays.ts)
  if (arr.t.mixed === true && arr.t.ragged === undefined) return mixedSelect(ctx, arr, idx, e.span, (a, ix) => indexed(ctx, a, ix, shape, null, e.span));
  return indexed(ctx, arr, idx, shape, sval, e.span);
}

/** arr[idx] once the indices are checked (0-based ints, null for an elided axis), of this shape. */
function indexed(ctx: CheckContext, arr: TExpr, idx: readonly (TExpr | null)[], shape: readonly Dim[], sval: readonly Dim[] | null, span: Span): TExpr {
  // a nested array's items are picked whole: its items' axes are taken entire (shapes/nested.ts)
  if (arr.t.ragged !== undefined) return idx[0] === null || idx[0] === undefined ? arr : raggedIndex(ctx, arr, idx[0], span);
  const items = arr.t.items;
  if (items !== undefined)
    return nestedView(mk({ k: 'gather', arg: flatView(arr), indices: [...idx, ...items.map(() => null)] }, { elem: arr.t.elem, shape: [...shape, ...items] }, span), items.length, span);
  return mk({ k: 'gather', arg: arr, indices: idx }, { elem: arr.t.elem, shape }, span, { sval });
}

/** Subtract ⎕IO from indices (statically when their values are known). */
export function zeroBased(ctx: CheckContext, t: TExpr, io: number): TExpr {
  if (io === 0) return t;
  const one = mk({ k: 'lit', data: [io] }, { elem: 'int', shape: [] }, t.span, { sval: [dimConst(io)] });
  return scalar2(ctx, '-', t, one, t.span);
}
