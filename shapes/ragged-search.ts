// Search on irregular nested vectors, as on vectors of strings: words⍳⊂'cd', words⍳words2,
// (⊂'ab')∊words, words∊words2 and ∪words, and on vectors whose items are simple scalars beside
// vectors (1 (2 3) 4⍳(2 3) 4, words⍳'cde' 'x'). Two items match when they have the same rank, the
// same length and the same elements (⎕CT applies to the elements as it does to =): a scalar item
// is held as an item of length 1, and its rank tells it from a one-element vector. Flattened over every (needle, item)
// pair at once: each pair is a segment as long as the needle, whose elements compare the needle's
// element with the item's at the same place (a place past the item's end never matches), then one
// segmented ∧ over all those segments and an outer = of the lengths give the m×n table of matches.
// The work is the needles' elements times the items (quadratic, as the plain loop is), in a fixed
// number of operations however many items there are.
import type { Span } from '../apl/ast.js';
import { dimAdd, dimMul, dimVar, type Dim } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { at, intLit, iotaOf, ints, minus, prim, startsOfItems } from './ragged.js';
import { segReduceOf } from './ragged-ops.js';
import { asItems, itemsAt, raggedCatenate, ranksOrVectors, sharedItems } from './ragged-select.js';
import type { TExpr } from './typed.js';

type Items = NonNullable<ReturnType<typeof asItems>>;

const bools = (shape: readonly Dim[]): TExpr['t'] => ({ elem: 'bool', shape });

/** The m×n table: needle k (of `needles`) matches item i (of `hay`). */
function matchTable(ctx: CheckContext, needles: Items, hay: Items, span: Span): TExpr {
  const m = needles.lengths.t.shape[0]!;
  const n = hay.lengths.t.shape[0]!;
  const mn = dimMul(m, n);
  const grid = (fn: string, a: TExpr, b: TExpr, elem: 'int' | 'bool'): TExpr =>
    mk({ k: 'reshape', arg: mk({ k: 'outer', fn: prim(fn), left: a, right: b }, { elem, shape: [m, n] }, span) }, { elem, shape: [mn] }, span);
  const zeros = (d: Dim): TExpr => mk({ k: 'reshape', arg: intLit(0, span) }, ints(d), span);
  // a simple scalar item (rank 0, length 1) never matches a one-element vector
  const sameRank = needles.ranks === null && hay.ranks === null ? null : grid('=', ranksOrVectors(needles, span), ranksOrVectors(hay, span), 'bool');
  const sameLength0 = grid('=', needles.lengths, hay.lengths, 'bool');
  const sameLength = sameRank === null ? sameLength0 : mk({ k: 'scalar2', glyph: '∧', left: sameLength0, right: sameRank }, bools([mn]), span);
  if ((needles.data.t.elem === 'char') !== (hay.data.t.elem === 'char')) {
    // characters never match numbers
    return mk({ k: 'reshape', arg: mk({ k: 'lit', data: [0] }, bools([]), span) }, bools([m, n]), span);
  }
  // pair s = k×n+i: needle k against item i, a segment as long as the needle
  const kOf = shareValue(ctx, grid('+', iotaOf(m, span), zeros(n), 'int'));
  const iOf = shareValue(ctx, grid('+', zeros(m), iotaOf(n, span), 'int'));
  const lens = shareValue(ctx, at(needles.lengths, kOf.ref, span));
  const t = ctx.freshSize();
  const ids = shareValue(ctx, mk({ k: 'replicateDyn', axis: 0, counts: lens.ref, arg: iotaOf(mn, span), binds: t }, ints(dimVar(t)), span));
  const segStarts = startsOfItems(lens.ref, span);
  const j = shareValue(ctx, minus(iotaOf(dimVar(t), span), at(segStarts, ids.ref, span), span));
  const startsOf = (x: Items): TExpr => startsOfItems(x.lengths, span);
  const k = at(kOf.ref, ids.ref, span);
  const i = shareValue(ctx, at(iOf.ref, ids.ref, span));
  const int2 = (glyph: string, a: TExpr, b: TExpr): TExpr => mk({ k: 'scalar2', glyph, left: a, right: b }, ints(dimVar(t)), span);
  const needle = at(needles.data, int2('+', at(startsOf(needles), k, span), j.ref), span);
  // the item's element at the same place, or (past its end) the one element appended after the data
  const inside = shareValue(ctx, mk({ k: 'scalar2', glyph: '<', left: j.ref, right: at(hay.lengths, i.ref, span) }, bools([dimVar(t)]), span));
  const total = hay.data.t.shape[0]!;
  const padded = mk({ k: 'catenate', axis: 0, left: hay.data, right: mk({ k: 'reshape', arg: mk({ k: 'lit', data: [0] }, { elem: hay.data.t.elem, shape: [] }, span) }, { elem: hay.data.t.elem, shape: [ONE] }, span) }, { elem: hay.data.t.elem, shape: [dimAdd(total, ONE)] }, span);
  const inInt = mk({ k: 'convert', arg: inside.ref }, ints(dimVar(t)), span);
  const place = int2('+', at(startsOf(hay), i.ref, span), j.ref);
  const end = mk({ k: 'dims', dims: [total] }, { elem: 'int', shape: [] }, span);
  const from = int2('+', int2('×', inInt, place), int2('×', int2('-', intLit(1, span), inInt), end));
  const item = at(padded, from, span);
  const same = mk({ k: 'scalar2', glyph: '=', left: needle, right: item }, bools([dimVar(t)]), span);
  const both = mk({ k: 'scalar2', glyph: '∧', left: inside.ref, right: same }, bools([dimVar(t)]), span);
  const all = segReduceOf(ctx, '∧', lens.ref, ids.ref, both, both, span);
  const table = mk({ k: 'scalar2', glyph: '∧', left: sameLength, right: all }, bools([mn]), span);
  const body = ids.wrap(j.wrap(i.wrap(inside.wrap(mk({ k: 'reshape', arg: table }, bools([m, n]), span)))));
  return kOf.wrap(iOf.wrap(lens.wrap(body)));
}

/** Per needle, the 0-based index of its first match among the items (n where none). */
function firstMatch(ctx: CheckContext, table: TExpr, span: Span): TExpr {
  const [m, n] = table.t.shape as [Dim, Dim];
  const tb = shareValue(ctx, table);
  const nn = mk({ k: 'dims', dims: [n] }, { elem: 'int', shape: [] }, span);
  // n - match×(n-i): i where needle k matches item i, else n; the least along each row
  const gap = mk({ k: 'outer', fn: prim('-'), left: mk({ k: 'reshape', arg: nn }, ints(m), span), right: iotaOf(n, span) }, { elem: 'int', shape: [m, n] }, span);
  const asInt = mk({ k: 'convert', arg: tb.ref }, { elem: 'int', shape: [m, n] }, span);
  const picked = mk({ k: 'scalar2', glyph: '-', left: nn, right: mk({ k: 'scalar2', glyph: '×', left: asInt, right: gap }, { elem: 'int', shape: [m, n] }, span) }, { elem: 'int', shape: [m, n] }, span);
  return tb.wrap(mk({ k: 'reduce', fn: prim('⌊'), axis: 1, arg: picked }, ints(m), span));
}

/** The result at the needles' outer shape: a scalar for one enclosed needle. */
const asShapeOf = (needles: TExpr, v: TExpr, span: Span): TExpr => (needles.t.shape.length === 0 ? mk({ k: 'reshape', arg: v }, { elem: v.t.elem, shape: [] }, span) : v);

/** ⍺⍳⍵ (⍺ the items searched) and ⍺∊⍵ (⍺ the needles) with an irregular side; null when a side is not a vector of items. */
export function raggedSearch(ctx: CheckContext, g: '⍳' | '∊', l: TExpr, r: TExpr, span: Span, io: number): TExpr | null {
  const [hayX, needleX] = g === '⍳' ? [l, r] : [r, l];
  const hay0 = asItems(ctx, hayX, span);
  const needles0 = asItems(ctx, needleX, span);
  // ⍳ searches a vector; ∊ an enclosed item too
  if (hay0 === null || needles0 === null || hayX.t.shape.length > 1 || (g === '⍳' && hayX.t.shape.length !== 1)) return null;
  const [hay, needles] = [sharedItems(ctx, hay0), sharedItems(ctx, needles0)];
  const table = matchTable(ctx, needles, hay, span);
  let v: TExpr;
  if (g === '∊') v = mk({ k: 'reduce', fn: prim('∨'), axis: 1, arg: table }, bools([table.t.shape[0]!]), span);
  else {
    const first = firstMatch(ctx, table, span);
    v = io === 0 ? first : mk({ k: 'scalar2', glyph: '+', left: first, right: intLit(io, span) }, first.t, span);
  }
  return hay.wrap(needles.wrap(asShapeOf(needleX, v, span)));
}

/** ∪⍵ of an irregular nested vector: each item whose first match is itself, in order. */
export function raggedUnique(ctx: CheckContext, x: TExpr, span: Span): TExpr {
  const items = sharedItems(ctx, asItems(ctx, x, span)!);
  const n = items.lengths.t.shape[0]!;
  const first = firstMatch(ctx, matchTable(ctx, items, items, span), span);
  const keep = mk({ k: 'scalar2', glyph: '=', left: first, right: iotaOf(n, span) }, bools([n]), span);
  const kept = ctx.freshSize();
  const which = mk({ k: 'replicateDyn', axis: 0, counts: keep, arg: iotaOf(n, span), binds: kept }, ints(dimVar(kept)), span);
  // the first item is always kept: the result keeps the argument's prototype
  const proto = x.t.ragged?.proto ?? null;
  const parts = { n, total: items.data.t.shape[0]!, lengths: items.lengths, data: items.data, ranks: items.ranks, proto, wrap: (b: TExpr): TExpr => b };
  return items.wrap(itemsAt(ctx, parts, which, null, span));
}

/**
 * ⍺∩⍵ and ⍺~⍵ with an irregular or nested side: the items of ⍺ that are (∩) or are not (~) items
 * of ⍵, in ⍺'s order, by ⍺∊⍵ and one selection of ⍺'s items; null when a side is not a vector of
 * items.
 */
export function raggedSetOp(ctx: CheckContext, g: '∩' | '~', l: TExpr, r: TExpr, span: Span): TExpr | null {
  if (l.t.shape.length > 1) return null;
  // a scalar ⍺ (an enclosed vector) is one item: the result is a vector
  const simple = l.t.items === undefined && l.t.ragged === undefined;
  const n = l.t.shape[0] ?? ONE;
  const left = shareValue(ctx, simple && l.t.shape.length === 0 ? mk({ k: 'reshape', arg: l }, { elem: l.t.elem, shape: [ONE] }, span) : l);
  const found0 = raggedSearch(ctx, '∊', left.ref, r, span, 0);
  if (found0 === null) return null;
  const found = found0.t.shape.length === 0 ? mk({ k: 'reshape', arg: found0 }, bools([ONE]), span) : found0;
  const keep = g === '∩' ? found : mk({ k: 'scalar1', glyph: '~', arg: found }, bools([n]), span);
  const kept = ctx.freshSize();
  if (simple) {
    // a simple ⍺: its scalars kept, a simple vector
    return left.wrap(mk({ k: 'replicateDyn', axis: 0, counts: keep, arg: left.ref, binds: kept }, { elem: l.t.elem, shape: [dimVar(kept)] }, span));
  }
  const items = sharedItems(ctx, asItems(ctx, left.ref, span)!);
  const which = mk({ k: 'replicateDyn', axis: 0, counts: keep, arg: iotaOf(n, span), binds: kept }, ints(dimVar(kept)), span);
  const proto = l.t.ragged?.proto ?? null;
  const parts = { n, total: items.data.t.shape[0]!, lengths: items.lengths, data: items.data, ranks: items.ranks, proto, wrap: (b: TExpr): TExpr => b };
  return left.wrap(items.wrap(itemsAt(ctx, parts, which, null, span)));
}

/** ⍺∪⍵ with an irregular or nested side: ⍺'s items, then those of ⍵ that are not among them (⍺,⍵~⍺). */
export function raggedUnion(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr | null {
  if (l.t.shape.length > 1 || r.t.shape.length > 1) return null;
  const left = shareValue(ctx, l);
  const extra = raggedSetOp(ctx, '~', r, left.ref, span);
  return extra === null ? null : left.wrap(raggedCatenate(ctx, left.ref, extra, span));
}
