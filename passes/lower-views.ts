// Lowering of the structural functions whose result reads its argument at transformed indices:
// each becomes one of the IR's index transformations (reverse, rotate, rearrange, window,
// gather, concat), which fusion and the backends compose rather than copy. Positions outside
// the argument (a take past its end, ⊃ of an empty array) read the fill: 0, or ' ' for chars.
import type { Atom, Elem, Size } from '../core-ir/syntax.js';
import type { TExpr } from '../shapes/typed.js';
import { intC, sizeAtom } from './emit.js';
import type { LowerArm } from './lower-context.js';
import { convertAtom } from './lower-scalar.js';

const fillOf = (elem: Elem): Atom => ({ k: 'const', value: elem === 'char' ? 32 : 0, elem });

export const lowerCatenate: LowerArm<'catenate'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  // A scalar on the right is lifted to the left's shape (shapes/catenate.ts), whose sizes the left
  // may bind only as it is lowered (`(x↓1),0`): the scalar is evaluated first, as APL's order has
  // it, and filled out once the left is lowered.
  const lifted = n.right.node.k === 'reshape' && n.right.node.arg.t.shape.length === 0 ? n.right : null;
  const r = lifted === null ? ctx.expr(n.right) : ctx.scalarOf(ctx.expr((lifted.node as { readonly arg: TExpr }).arg), loc);
  const l = ctx.expr(n.left);
  const right = lifted === null ? r : ctx.em.bind({ tag: 'replicate', shape: ctx.irType(lifted).shape, value: r }, ctx.irType(lifted), ctx.loc(lifted));
  return ctx.em.bind({ tag: 'concat', axis: n.axis, arrays: [ctx.arrayName(l, loc), ctx.arrayName(right, loc)] }, ctx.irType(e), loc);
};

export const lowerReverse: LowerArm<'reverse'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  return ctx.em.bind({ tag: 'reverse', axis: n.axis, array: ctx.arrayName(a, loc) }, ctx.irType(e), loc);
};

export const lowerRotate: LowerArm<'rotate'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  const amt = convertAtom(ctx.em, ctx.scalarOf(ctx.expr(n.amount), loc), 'int', loc);
  return ctx.em.bind({ tag: 'rotate', axis: n.axis, amount: amt, array: ctx.arrayName(a, loc) }, ctx.irType(e), loc);
};

export const lowerTranspose: LowerArm<'transpose'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  return ctx.em.bind({ tag: 'rearrange', perm: n.perm, array: ctx.arrayName(a, loc) }, ctx.irType(e), loc);
};

export const lowerWindow: LowerArm<'window'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  const offsets = n.offsets.map((d) => sizeAtom(ctx.size(d)));
  const t = ctx.irType(e);
  return ctx.em.bind({ tag: 'window', array: ctx.arrayName(a, loc), offsets, shape: t.shape, fill: fillOf(e.t.elem) }, t, loc);
};

export const lowerSelect: LowerArm<'select'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  const idx = em.bind({ tag: 'lit', type: { elem: 'int', shape: [{ k: 'const', n: n.positions.length }] }, data: n.positions }, { elem: 'int', shape: [{ k: 'const', n: n.positions.length }] }, loc);
  const axes = e.t.shape.map((_, i) => (i === n.axis ? ctx.arrayName(idx, loc) : null));
  return em.bind({ tag: 'gather', array: ctx.arrayName(a, loc), axes }, ctx.irType(e), loc);
};

export const lowerGather: LowerArm<'gather'> = (ctx, e, n) => {
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  const axes = n.indices.map((ix) => (ix === null ? null : ctx.arrayName(ctx.expr(ix), loc)));
  // an index out of range is reported at the index, as the checker does for constant ones
  const first = n.indices.find((ix): ix is TExpr => ix !== null);
  return ctx.em.bind({ tag: 'gather', array: ctx.arrayName(a, loc), axes }, ctx.irType(e), first ? ctx.loc(first) : loc);
};

/** ⊃: a window of one element at the origin (the fill when the argument is empty), as a scalar. */
export const lowerFirst: LowerArm<'first'> = (ctx, e, n) => {
  const em = ctx.em;
  const loc = ctx.loc(e);
  const a = ctx.expr(n.arg);
  const at = em.typeOf(a);
  const one: Size = { k: 'const', n: 1 };
  const w = em.bind({ tag: 'window', array: ctx.arrayName(a, loc), offsets: at.shape.map(() => intC(0)), shape: at.shape.map(() => one), fill: fillOf(e.t.elem) }, { elem: at.elem, shape: at.shape.map(() => one) }, loc);
  return ctx.scalarOf(w, loc);
};
