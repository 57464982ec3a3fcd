// Grading and searching: ⍋ ⍒, index of (⍺⍳⍵), membership (∊), and the set functions built on
// them, unique (∪), union (⍺∪⍵), intersection (∩) and without (⍺~⍵). Two checked nodes carry
// the work: `grade` (a stable sort) and `indexOf` (the first occurrence of each key in a vector,
// found by binary search in the sorted table); the set functions are compositions with compress,
// whose result length is an existential size bound when the mask is known.
import type { Span } from '../apl/ast.js';
import { dimConst, dimProduct } from './dim.js';
import { mk, shareValue, type CheckContext } from './context.js';
import { catenate } from './catenate.js';
import { convertTo } from './literals.js';
import { replicate } from './replicate.js';
import { joinElems } from './scalar-rules.js';
import { scalar2 } from './scalar-shapes.js';
import { rowsIndexOf, rowsSetOp, uniqueRows } from './search-rows.js';
import type { ElemType, TExpr } from './typed.js';

/** ⍋⍵ and ⍒⍵: ⎕IO-based indices that sort the major cells of ⍵. */
export function gradeOf(ctx: CheckContext, arg: TExpr, down: boolean, span: Span, io: number): TExpr {
  if (arg.t.shape.length === 0) return ctx.fail('RANK', `${down ? '⍒' : '⍋'} needs an array of rank 1 or more, got a scalar`, span, [ctx.describe('argument', arg)]);
  const n = arg.t.shape[0]!;
  const g = mk({ k: 'grade', down, arg }, { elem: 'int', shape: [n] }, span, {
    phase: { op: down ? 'grade down (merge sort)' : 'grade up (merge sort)', mapExtent: n, reduceExtent: dimConst(1) },
  });
  return plusIo(ctx, g, io);
}

function plusIo(ctx: CheckContext, x: TExpr, io: number): TExpr {
  if (io === 0) return x;
  return scalar2(ctx, '+', x, mk({ k: 'lit', data: [io] }, { elem: 'int', shape: [] }, x.span, { sval: [dimConst(io)] }), x.span);
}

function ravel(x: TExpr): TExpr {
  if (x.t.shape.length === 1) return x;
  return mk({ k: 'reshape', arg: x }, { elem: x.t.elem, shape: [dimProduct(x.t.shape)] }, x.span, { origin: x.origin });
}

/** A set function's argument as a vector: a scalar is a one-element vector; a matrix is not supported. */
function asVector(ctx: CheckContext, x: TExpr, what: string, span: Span): TExpr {
  if (x.t.shape.length === 0) return ravel(x);
  if (x.t.shape.length > 1) return ctx.fail('NONCE', `${what} of an array of rank ${x.t.shape.length} (major cells) is not supported yet`, span, [ctx.describe('argument', x)]);
  return x;
}

const lenOf = (x: TExpr, span: Span): TExpr => mk({ k: 'dims', dims: [x.t.shape[0]!], of: x }, { elem: 'int', shape: [] }, span, { sval: [x.t.shape[0]!] });

/** 0-based first-occurrence indices of `keys` in the vector `table` (≢table where absent). */
function indexOf0(ctx: CheckContext, table: TExpr, keys: TExpr, span: Span): TExpr {
  const elem: ElemType | null = joinElems(table.t.elem, keys.t.elem);
  if (elem === null) {
    // characters never equal numbers: nothing is found
    return mk({ k: 'reshape', arg: lenOf(table, span) }, { elem: 'int', shape: keys.t.shape }, span);
  }
  return mk({ k: 'indexOf', table: convertTo(ctx, table, elem), keys: convertTo(ctx, keys, elem) }, { elem: 'int', shape: keys.t.shape }, span, {
    phase: { op: 'index of (sort and binary search)', mapExtent: dimProduct(keys.t.shape), reduceExtent: table.t.shape[0]! },
  });
}

/** ⍺⍳⍵ */
export function indexOf(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  if (l.t.shape.length !== 1) {
    if (l.t.shape.length === 0) return ctx.fail('RANK', 'the left argument of ⍳ must be a vector', span, [ctx.describe('left', l)]);
    return rowsIndexOf(ctx, l, r, span, io) ?? ctx.fail('NONCE', `⍺⍳⍵ with a left argument of rank ${l.t.shape.length} (major cells) and a right argument of rank ${r.t.shape.length} is not supported yet`, span, [ctx.describe('left', l)]);
  }
  return plusIo(ctx, indexOf0(ctx, l, r, span), io);
}

/** ⍺∊⍵: for each element of ⍺, whether it occurs in ⍵ */
export function member(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  const table = shareValue(ctx, ravel(r));
  const ix = indexOf0(ctx, table.ref, l, span);
  return table.wrap(scalar2(ctx, '<', ix, lenOf(table.ref, span), span));
}

/** the items of vector x where the boolean mask is 1 (a length known when the mask is) */
function compress(ctx: CheckContext, mask: TExpr, x: TExpr, span: Span): TExpr {
  return replicate(ctx, '/', null, mask, x, span);
}

/** ∪⍵: the first occurrence of each distinct item */
export function unique(ctx: CheckContext, arg: TExpr, span: Span): TExpr {
  // a matrix's unique rows (search-rows.ts)
  if (arg.t.shape.length === 2 && arg.t.items === undefined && arg.t.ragged === undefined) return uniqueRows(ctx, arg, span);
  const v = shareValue(ctx, asVector(ctx, arg, '∪', span));
  const n = v.ref.t.shape[0]!;
  const first = mk({ k: 'iota', n: lenOf(v.ref, span), io: 0, binds: null }, { elem: 'int', shape: [n] }, span);
  const mask = scalar2(ctx, '=', indexOf0(ctx, v.ref, v.ref, span), first, span);
  return v.wrap(compress(ctx, mask, v.ref, span));
}

/** ⍺∩⍵: the items of ⍺ that occur in ⍵ */
export function intersect(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  const rows = rowsSetOp(ctx, '∩', l, r, span);
  if (rows !== null) return rows;
  const x = shareValue(ctx, asVector(ctx, l, '∩', span));
  return x.wrap(compress(ctx, member(ctx, x.ref, asVector(ctx, r, '∩', span), span), x.ref, span));
}

/** ⍺~⍵: the items of ⍺ that do not occur in ⍵ */
export function without(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  const rows = rowsSetOp(ctx, '~', l, r, span);
  if (rows !== null) return rows;
  const x = shareValue(ctx, asVector(ctx, l, '~', span));
  const inR = member(ctx, x.ref, r, span);
  const notIn = mk({ k: 'scalar1', glyph: '~', arg: inR }, inR.t, span);
  return x.wrap(compress(ctx, notIn, x.ref, span));
}

/** ⍺∪⍵: ⍺ followed by the items of ⍵ not in ⍺ */
export function union(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  const rows = rowsSetOp(ctx, '∪', l, r, span);
  if (rows !== null) return rows;
  const x = shareValue(ctx, asVector(ctx, l, '∪', span));
  const rest = without(ctx, asVector(ctx, r, '∪', span), x.ref, span);
  const elem = joinElems(x.ref.t.elem, rest.t.elem);
  if (elem === null) return ctx.fail('NONCE', '∪ of characters and numbers (a mixed array) is not supported', span);
  return x.wrap(catenate(ctx, ',', null, x.ref, rest, span));
}
