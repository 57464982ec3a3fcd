// Indexed assignment x[i;j]←v and indexed modified assignment x[i] f←v. The name is rebound to a
// new array (values are immutable): x with the selected elements replaced. The selection has the
// shape of bracket indexing (or of choose indexing, x[I]←v with I nested); v must have that shape
// or be a singleton. As in Dyalog, the array takes a wider element type when v needs it (an int
// array given a float becomes float), and where an index repeats the last write wins.
import { formatInt } from '../apl/format.js';
import type { Expr, Span } from '../apl/ast.js';
import { asConst, dimConst, dimEq, dimProduct, shapeEq, showShape, type Shape } from './dim.js';
import { isSingleton, mk, shareValue, type CheckContext, type Env } from './context.js';
import { chooseLinear } from './choose.js';
import { zeroBased } from './indexing.js';
import { convertTo } from './literals.js';
import { joinElems } from './scalar-rules.js';
import { wholeNumbers } from './whole-numbers.js';
import type { TExpr } from './typed.js';
import { bindModified } from './outer-writes.js';
import { isMixedType, mixedOf, mixedParts, valuesElem } from './mixed-arrays.js';

type IndexAssign = Extract<Expr, { kind: 'indexAssign' }>;

export function indexedAssign(ctx: CheckContext, env: Env, e: IndexAssign): TExpr {
  // APL evaluates the value first, then the indices: a name the value assigns is read by them (x[⍋x]←x←v)
  const value = ctx.core.checkFirst(env, e.value);
  return value.wrap(assignAt(ctx, env, e, value.ref));
}

/** x[i]←v once v is checked. */
function assignAt(ctx: CheckContext, env: Env, e: IndexAssign, value0: TExpr): TExpr {
  const old = ctx.core.lookupArray(env, e.name, e.span);
  const rank = old.t.shape.length;
  // one index that is a nested array of index vectors chooses items (choose.ts): they are
  // positions in the ravel of the simple array, updated as a vector
  const only = e.indices.length === 1 && e.indices[0] !== null ? ctx.core.checkExpr(env, e.indices[0]!) : null;
  const chosen = only !== null && only.t.items !== undefined && rank > 0 && old.t.items === undefined && old.t.ragged === undefined;
  const target = chosen ? mk({ k: 'reshape', arg: old }, { elem: old.t.elem, shape: [dimProduct(old.t.shape)] }, e.span, { origin: old.origin }) : old;
  if (!chosen && e.indices.length !== rank)
    return ctx.fail('RANK', `${e.name} has rank ${rank}: it needs ${rank} ${rank === 1 ? 'index' : 'indices'}, got ${e.indices.length}`, e.span, [ctx.describe(e.name, old)]);
  const indices = chosen ? [chooseLinear(ctx, old.t.shape, only, env.io, e.span)] : [...e.indices].reverse().map((ix, j) => {
    const axis = rank - 1 - j;
    if (ix === null) return null;
    const t0 = only ?? ctx.core.checkExpr(env, ix);
    if (t0.t.elem === 'char') return ctx.fail('DOMAIN', 'indices must be integers', ix.span);
    // a float index must be whole when it runs
    const t = wholeNumbers(ctx, t0, 'indices must be integers', ix.span);
    const n = asConst(old.t.shape[axis]!);
    if (t.sval && n !== null) {
      for (const v of t.sval) {
        const c = asConst(v);
        if (c !== null && (c - env.io < 0 || c - env.io >= n))
          return ctx.fail('INDEX', `index ${formatInt(c)} is out of range for an axis of length ${n} (⎕IO=${env.io})`, ix.span, [ctx.describe(e.name, old)]);
      }
    }
    return convertTo(ctx, zeroBased(ctx, t, env.io), 'int');
  }).reverse();
  const selShape: Shape = indices.flatMap((ix, axis) => (ix === null ? [target.t.shape[axis]!] : ix.t.shape));
  const sharedIdx = indices.map((ix) => (ix === null ? null : shareValue(ctx, ix)));
  const idx = sharedIdx.map((s) => (s === null ? null : s.ref));
  let value = value0;
  if (e.fn !== null) {
    // x[i] f←v is x[i]←(x[i]) f v
    const current = mk({ k: 'gather', arg: target, indices: idx }, { elem: old.t.elem, shape: selShape }, e.span);
    value = ctx.core.applyDyadic(env, ctx.core.resolveFn(env, e.fn), current, value0, e.fn.span);
  }
  value = fitSelection(ctx, value, selShape, e.span);
  const elem = joinElems(old.t.elem, value.t.elem);
  const mixes = elem === null || isMixedType(old.t) || isMixedType(value.t);
  if (mixes && (e.fn !== null || !simple(old) || !simple(value) || chosen))
    return ctx.fail('NONCE', `${e.fn !== null ? 'modified ' : ''}indexed assignment that mixes characters and numbers${chosen ? ' with choose indexing' : ''}${!simple(old) || !simple(value) ? ' in a nested array' : ''} is not supported yet`, e.span, [ctx.describe(e.name, old), ctx.describe('value', value)]);
  const sv = shareValue(ctx, value);
  const scatter = (arg: TExpr, values: TExpr): TExpr => mk({ k: 'update', arg, indices: idx, values }, { elem: arg.t.elem, shape: target.t.shape }, e.span, {
    origin: old.origin,
    phase: { op: 'indexed assignment (scatter)', mapExtent: dimProduct(selShape), reduceExtent: dimConst(1) },
  });
  // characters into numbers or numbers into characters make a mixed array, as in Dyalog (v[1]←'a'): its values and its character mask are each updated (mixed-arrays.ts)
  const update = mixes ? mixedUpdate(ctx, target, sv.ref, scatter, e.span) : scatter(convertTo(ctx, target, elem!), convertTo(ctx, sv.ref, elem!));
  const updated = chosen ? mk({ k: 'reshape', arg: update }, { elem: update.t.elem, shape: old.t.shape }, e.span, { origin: old.origin }) : update;
  const bound = bindModified(ctx, env, e.name, updated, e.span);
  // the value of the assignment expression is v
  let res = mk({ k: 'seq', stmts: [{ k: 'eval', value: bound }], result: sv.ref }, sv.ref.t, e.span, { origin: value.origin });
  res = sv.wrap(res);
  for (const s of sharedIdx) if (s !== null) res = s.wrap(res);
  return res;
}

const simple = (x: TExpr): boolean => x.t.items === undefined && x.t.ragged === undefined;

/** `target` with the selection's elements set to `value`, one of them (or both) characters and the other numbers or mixed: the values and the masks each scattered. */
function mixedUpdate(ctx: CheckContext, target: TExpr, value: TExpr, scatter: (arg: TExpr, values: TExpr) => TExpr, span: Span): TExpr {
  const elem = valuesElem(target.t.elem, value.t.elem);
  const a = mixedParts(ctx, target, elem);
  const b = mixedParts(ctx, value, elem);
  return a.wrap(b.wrap(mixedOf(scatter(a.values, b.values), scatter(a.chars, b.chars), span)));
}

/** v as the selection's values: its shape, or a singleton (read as a scalar, extended). */
function fitSelection(ctx: CheckContext, v: TExpr, sel: Shape, span: Span): TExpr {
  if (shapeEq(v.t.shape, sel)) return v;
  if (isSingleton(v.t)) return v.t.shape.length === 0 ? v : mk({ k: 'reshape', arg: v }, { elem: v.t.elem, shape: [] }, v.span, { origin: v.origin });
  const notes = [ctx.describe('selection', { ...v, t: { elem: v.t.elem, shape: sel }, origin: span }), ctx.describe('value', v)];
  if (v.t.shape.length !== sel.length) return ctx.fail('RANK', `the value has rank ${v.t.shape.length}, the selection ${showShape(sel)} rank ${sel.length}`, span, notes);
  let out = v;
  for (let i = 0; i < sel.length; i++) {
    const a = sel[i]!;
    const b = v.t.shape[i]!;
    if (dimEq(a, b)) continue;
    if (asConst(a) !== null && asConst(b) !== null) return ctx.fail('LENGTH', `the value has shape ${showShape(v.t.shape)}, the selection ${showShape(sel)}`, span, notes);
    out = mk({ k: 'assertEq', a, b, cls: 'LENGTH', message: `the value and the selection differ in shape`, value: out }, { elem: v.t.elem, shape: sel }, span, { origin: v.origin });
  }
  return out;
}
