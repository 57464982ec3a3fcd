// The segmented operations over an irregular nested vector's parts (ragged.ts) that both the
// primitives (ragged-prims.ts) and the flattened dfn bodies (ragged-lift.ts) build: the reversal
// within each item and the one segmented reduction.
import type { Span } from '../apl/ast.js';
import { dyadicElem, reductionAssociative, reductionIdentity } from '../ops/glyph-rules.js';
import { dimAdd } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { allOf, at, intLit, iotaOf, ints, minus, plusScan, prim, startsOfItems, withFillAfter, type RaggedParts } from './ragged.js';
import type { ElemType, TExpr } from './typed.js';

/** Elements laid out as p's items, each item reversed: element i of an item that starts at s and ends before e comes from s+e-1-i. */
/** Where each element's item starts in the data: the offset of its item (int[total]). */
function itemStarts(p: RaggedParts, ids: TExpr, span: Span): TExpr {
  return at(startsOfItems(p.lengths, span), ids, span);
}

/**
 * ⍋ or ⍒ of every item at once, 0-based within the item: a stable grade of all the elements, then
 * a stable grade of their items in that order, so that the items keep their places and each is
 * sorted within itself (two sorts of vectors, whatever the element type).
 */
export function gradeWithin(ctx: CheckContext, p: RaggedParts, ids: TExpr, data: TExpr, down: boolean, span: Span): TExpr {
  const byValue = shareValue(ctx, mk({ k: 'grade', down, arg: data }, ints(p.total), span));
  const byItem = mk({ k: 'grade', down: false, arg: at(ids, byValue.ref, span) }, ints(p.total), span);
  return byValue.wrap(minus(at(byValue.ref, byItem, span), itemStarts(p, ids, span), span));
}

/**
 * The elements of every item at 0-based places within it: one per element (`where` int[total]) or
 * one per item (int[n]). A place outside its item is an INDEX ERROR, not a read of the next item.
 */
export function pickWithin(ctx: CheckContext, p: RaggedParts, ids: TExpr, data: TExpr, where: TExpr, perItem: boolean, span: Span): TExpr {
  const w = shareValue(ctx, where);
  const starts = perItem ? startsOfItems(p.lengths, span) : itemStarts(p, ids, span);
  const lengths = perItem ? p.lengths : at(p.lengths, ids, span);
  const shape = where.t.shape;
  const bool = (glyph: string, left: TExpr, right: TExpr): TExpr => mk({ k: 'scalar2', glyph, left, right }, { elem: 'bool', shape }, span);
  const inside = bool('∧', bool('≥', w.ref, intLit(0, span)), bool('<', w.ref, lengths));
  const ok = allOf(inside, span);
  const picked = at(data, mk({ k: 'scalar2', glyph: '+', left: starts, right: w.ref }, { elem: 'int', shape }, span), span);
  return w.wrap(mk({ k: 'assertTrue', ok, cls: 'INDEX', message: 'an index is out of range for an item', value: picked }, picked.t, span));
}

export function reverseWithin(p: RaggedParts, ids: TExpr, data: TExpr, span: Span): TExpr {
  const ends = plusScan(p.lengths, span);
  const starts = minus(ends, p.lengths, span);
  const bounds = mk({ k: 'scalar2', glyph: '+', left: at(starts, ids, span), right: at(ends, ids, span) }, ints(p.total), span);
  const from = minus(minus(bounds, intLit(1, span), span), iotaOf(p.total, span), span);
  return at(data, from, span);
}

/**
 * ⊢/¨ and ⊣/¨: each item's last or first element, one gather at the item ends (⊢ and ⊣ have no
 * identity, so an empty item is the DOMAIN ERROR that ⊢/⍬ is).
 */
function itemEnds(ctx: CheckContext, g: '⊢' | '⊣', lengths: TExpr, data: TExpr, span: Span): TExpr {
  const lens = shareValue(ctx, lengths);
  const ends = plusScan(lens.ref, span);
  const where = g === '⊢' ? minus(ends, intLit(1, span), span) : minus(ends, lens.ref, span);
  const ok = allOf(mk({ k: 'scalar2', glyph: '>', left: lens.ref, right: intLit(0, span) }, { elem: 'bool', shape: lengths.t.shape }, span), span);
  const picked = at(data, where, span);
  return lens.wrap(mk({ k: 'assertTrue', ok, cls: 'DOMAIN', message: 'reduction of an empty array by a function with no identity', value: picked }, picked.t, span));
}

/**
 * ⊃¨: each item's first element, one gather at the item starts; an empty item gives its prototype,
 * 0 or a blank (Dyalog's ⊃⍬ and ⊃''), read from one fill element appended after the data.
 */
export function firstOfEach(ctx: CheckContext, lengths: TExpr, data: TExpr, span: Span): TExpr {
  const lens = shareValue(ctx, lengths);
  const n = lengths.t.shape[0]!;
  const total = data.t.shape[0]!;
  const starts = shareValue(ctx, startsOfItems(lens.ref, span));
  const source = withFillAfter(data, span);
  // an empty item reads the fill: start + (length=0)×(total-start)
  const empty = mk({ k: 'convert', arg: mk({ k: 'scalar2', glyph: '=', left: lens.ref, right: intLit(0, span) }, { elem: 'bool', shape: [n] }, span) }, ints(n), span);
  const totalNow = mk({ k: 'dims', dims: [total] }, { elem: 'int', shape: [] }, span);
  const jump = mk({ k: 'scalar2', glyph: '×', left: empty, right: minus(totalNow, starts.ref, span) }, ints(n), span);
  const where = mk({ k: 'scalar2', glyph: '+', left: starts.ref, right: jump }, ints(n), span);
  return lens.wrap(starts.wrap(at(source, where, span)));
}

/**
 * g/ of each item of the elements `data` cut by `lengths` (`seg`: each element's item), as one
 * segmented reduction; `x` is what an error names.
 */
export function segReduceOf(ctx: CheckContext, g: string, lengths: TExpr, seg: TExpr, data: TExpr, x: TExpr, span: Span): TExpr {
  if (g === '⊢' || g === '⊣') return itemEnds(ctx, g, lengths, data, span);
  const rule = dyadicElem(g, data.t.elem, data.t.elem);
  if (!('ok' in rule)) return ctx.fail('DOMAIN', `${g}/ of ${data.t.elem} items`, span, [ctx.describe('argument', x)]);
  const elem = rule.ok;
  const neutral = reductionIdentity(g, elem, ctx.float);
  if (neutral === null || !reductionAssociative(g, elem)) return ctx.fail('NONCE', `${g}/¨ (a reduction by a function that is not associative or has no identity) of an irregular nested array is not supported yet`, span, [ctx.describe('argument', x)]);
  const p = { n: lengths.t.shape[0]!, total: data.t.shape[0]!, lengths, data };
  const all = dimAdd(p.total, ONE);
  const lead = (v: number, el: ElemType): TExpr => mk({ k: 'lit', data: [v] }, { elem: el, shape: [ONE] }, span);
  const segments = mk({ k: 'catenate', axis: 0, left: lead(-1, 'int'), right: seg }, ints(all), span);
  const held = mk({ k: 'catenate', axis: 0, left: lead(0, data.t.elem), right: p.data }, { elem: data.t.elem, shape: [all] }, span);
  return mk({ k: 'segReduce', fn: prim(g), neutral, lengths: p.lengths, ends: plusScan(p.lengths, span), segments, data: held }, { elem, shape: [p.n] }, span, {
    phase: { op: `segmented reduce ${g}`, mapExtent: p.n, reduceExtent: p.total },
  });
}

