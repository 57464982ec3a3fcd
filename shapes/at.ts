// The at operator: (x@i)⍵ and (f@i)⍵ replace the major cells of ⍵ at indices i by x, or by f
// applied to them (a nested i of index vectors chooses items instead, atChosen); (x@g)⍵ and
// (f@g)⍵ select with a boolean mask g ⍵ of ⍵'s shape instead, f then getting the selected items
// as a vector (mask/,⍵) and giving as many back. Each form is an indexed assignment into a new
// array (the `update` node), so ⍵ itself is unchanged.
import { isFn, type Fn, type Span } from '../apl/ast.js';
import { dimConst, dimProduct, shapeEq, showShape, dimEq, asConst, type Shape } from './dim.js';
import { isSingleton, mk, shareValue, type CheckContext, type Env, type FnValue } from './context.js';
import { chooseLinear } from './choose.js';
import { zeroBased } from './indexing.js';
import { convertTo } from './literals.js';
import { replicate, where } from './replicate.js';
import { joinElems } from './scalar-rules.js';
import { wholeNumbers } from './whole-numbers.js';
import type { TExpr } from './typed.js';

type Derived = Extract<Fn, { kind: 'derived' }>;

export function applyAt(ctx: CheckContext, env: Env, fn: Derived, l: TExpr | null, r: TExpr, span: Span): TExpr {
  const right = fn.right;
  if (right === null) return ctx.fail('SYNTAX', '@ needs a right operand (indices or a selecting function)', fn.span);
  const rv = shareValue(ctx, r);
  const w = rv.ref;
  const sl = l === null ? null : shareValue(ctx, l);
  const f: FnValue | null = isFn(fn.left) ? ctx.core.resolveFn(env, fn.left) : null;
  const x: TExpr | null = isFn(fn.left) ? null : ctx.core.checkExpr(env, fn.left);
  const replace = (current: TExpr): TExpr => {
    if (f === null) return x!;
    return sl === null ? ctx.core.applyMonadic(env, f, current, span) : ctx.core.applyDyadic(env, f, sl.ref, current, span);
  };
  let res: TExpr;
  if (isFn(right)) {
    // a selecting function: its boolean result marks the items to replace
    const g = ctx.core.resolveFn(env, right);
    const mask0 = ctx.core.applyMonadic(env, g, w, span);
    if (mask0.t.elem === 'char' || mask0.t.elem === 'float') return ctx.fail('DOMAIN', 'the right operand of @ must give a boolean mask', span, [ctx.describe('mask', mask0)]);
    if (!shapeEq(mask0.t.shape, w.t.shape)) return ctx.fail('LENGTH', `the mask from the right operand of @ has shape ${showShape(mask0.t.shape)}, the argument ${showShape(w.t.shape)}`, span, [ctx.describe('mask', mask0), ctx.describe('argument', w)]);
    const n = dimProduct(w.t.shape);
    const flatMask = shareValue(ctx, mk({ k: 'reshape', arg: convertTo(ctx, mask0, 'bool') }, { elem: 'bool', shape: [n] }, span));
    const flatW = shareValue(ctx, mk({ k: 'reshape', arg: w }, { elem: w.t.elem, shape: [n] }, span));
    // the positions are bound first: the replacement's length is checked against theirs
    const positions = shareValue(ctx, where(ctx, flatMask.ref, span, 0));
    const selected = replicate(ctx, '/', null, flatMask.ref, flatW.ref, span);
    const values = replace(selected);
    const updated = update(ctx, flatW.ref, [positions.ref], values, positions.ref.t.shape, span);
    res = flatMask.wrap(flatW.wrap(positions.wrap(mk({ k: 'reshape', arg: updated }, { elem: updated.t.elem, shape: w.t.shape }, span))));
  } else {
    // indices into the first axis
    if (w.t.shape.length === 0) return ctx.fail('RANK', '@ with indices needs an array (of rank 1 or more) on the right', span, [ctx.describe('argument', w)]);
    const i0 = ctx.core.checkExpr(env, right);
    if (i0.t.items !== undefined) {
      res = rv.wrap(atChosen(ctx, w, i0, replace, env.io, span));
      return sl === null ? res : sl.wrap(res);
    }
    if (i0.t.elem === 'char') return ctx.fail('DOMAIN', 'the indices of @ must be integers', right.span);
    // a float index must be whole when it runs
    const idx = shareValue(ctx, convertTo(ctx, zeroBased(ctx, wholeNumbers(ctx, i0, 'the indices of @ must be integers', right.span), env.io), 'int'));
    const indices = [idx.ref, ...w.t.shape.slice(1).map(() => null)];
    const sel: Shape = [...idx.ref.t.shape, ...w.t.shape.slice(1)];
    const current = mk({ k: 'gather', arg: w, indices }, { elem: w.t.elem, shape: sel }, span);
    res = idx.wrap(update(ctx, w, indices, replace(current), sel, span));
  }
  res = rv.wrap(res);
  return sl === null ? res : sl.wrap(res);
}

/** arg with the selection (as by bracket indexing) replaced by values: the selection's shape or a singleton. */
function update(ctx: CheckContext, arg: TExpr, indices: readonly (TExpr | null)[], values0: TExpr, sel: Shape, span: Span): TExpr {
  let values = values0;
  if (isSingleton(values.t)) {
    if (values.t.shape.length > 0) values = mk({ k: 'reshape', arg: values }, { elem: values.t.elem, shape: [] }, values.span);
  } else if (!shapeEq(values.t.shape, sel)) {
    const notes = [ctx.describe('replacement', values)];
    if (values.t.shape.length !== sel.length) return ctx.fail('RANK', `@: the replacement has shape ${showShape(values.t.shape)}, the selection ${showShape(sel)}`, span, notes);
    for (let i = 0; i < sel.length; i++) {
      const a = sel[i]!;
      const b = values.t.shape[i]!;
      if (dimEq(a, b)) continue;
      if (asConst(a) !== null && asConst(b) !== null) return ctx.fail('LENGTH', `@: the replacement has shape ${showShape(values.t.shape)}, the selection ${showShape(sel)}`, span, notes);
      values = mk({ k: 'assertEq', a, b, cls: 'LENGTH', message: '@: the replacement and the selection differ in shape', value: values }, { elem: values.t.elem, shape: sel }, span);
    }
  }
  const elem = joinElems(arg.t.elem, values.t.elem);
  if (elem === null) return ctx.fail('DOMAIN', '@ would mix characters and numbers in one array', span, [ctx.describe('argument', arg), ctx.describe('replacement', values)]);
  return mk({ k: 'update', arg: convertTo(ctx, arg, elem), indices, values: convertTo(ctx, values, elem) }, { elem, shape: arg.t.shape }, span, {
    phase: { op: '@ (scatter)', mapExtent: dimProduct(sel), reduceExtent: dimConst(1) },
  });
}

/**
 * (x@I)⍵ with I a nested array of index vectors (1@(⊂2 1)⊢M, 0@(⍸M>5)⊢M): the items they choose
 * (choose.ts) replaced, as positions in the ravel of ⍵; the replacement has I's shape or is a scalar.
 */
function atChosen(ctx: CheckContext, w: TExpr, idx: TExpr, replace: (current: TExpr) => TExpr, io: number, span: Span): TExpr {
  if (w.t.items !== undefined || w.t.ragged !== undefined) return ctx.fail('NONCE', '@ with nested indices into a nested array is not supported yet', span, [ctx.describe('argument', w)]);
  const lin = shareValue(ctx, chooseLinear(ctx, w.t.shape, idx, io, span));
  const flatW = shareValue(ctx, mk({ k: 'reshape', arg: w }, { elem: w.t.elem, shape: [dimProduct(w.t.shape)] }, span));
  const sel = lin.ref.t.shape;
  const current = mk({ k: 'gather', arg: flatW.ref, indices: [lin.ref] }, { elem: w.t.elem, shape: sel }, span);
  const updated = update(ctx, flatW.ref, [lin.ref], replace(current), sel, span);
  return lin.wrap(flatW.wrap(mk({ k: 'reshape', arg: updated }, { elem: updated.t.elem, shape: w.t.shape }, span)));
}
