// Selecting and joining whole items of an irregular nested vector (ragged.ts): indexing v[i] and
// v[I], pick i⊃v and (i j)⊃v, ⌽v, k↑v and k↓v, and catenation v,w (either side may also be an
// enclosed simple vector or a uniform nested vector of vectors). Every selection is one rule:
// the items at an index vector I are a new descriptor lengths[I] and one gather of the data, each
// new element's source being its item's start plus its place in the item, with each element's
// item computed by a replicate (scans), so the work is a fixed number of operations however many
// items there are. Items a take adds past the end are fills: the first item's length, of zeros
// (blanks), as Dyalog's prototype.
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimConst, dimMul, dimVar, showShape, type Dim } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { flatView, nestedView } from './nested.js';
import { at, intLit, iotaOf, ints, isRagged, minus, partsOf, plusScan, raggedOf, type RaggedParts } from './ragged.js';
import { joinElems } from './scalar-rules.js';
import { reverse } from './reorder.js';
import { takeDrop } from './take-drop.js';
import type { ElemType, TExpr } from './typed.js';

const intScalar = (node: TExpr['node'], span: Span): TExpr => mk(node, { elem: 'int', shape: [] }, span);

/** A one-element index (a scalar or a vector of one) as an int scalar; null when it is longer. */
function singleIndex(i: TExpr, span: Span): TExpr | null {
  if (i.t.shape.length === 0) return i;
  if (i.t.shape.length === 1 && i.sval !== null && i.sval.length === 1) return mk({ k: 'reshape', arg: i }, { elem: i.t.elem, shape: [] }, span, { sval: i.sval });
  return null;
}

/** Each item's first element's place in the data: +\lengths minus lengths. */
const startsOf = (p: RaggedParts, span: Span): TExpr => minus(plusScan(p.lengths, span), p.lengths, span);

/** Item i (a 0-based int scalar) of p, a simple vector: data[start+⍳len], with len an existential size. */
export function itemOf(ctx: CheckContext, p: RaggedParts, i: TExpr, span: Span): TExpr {
  const ix = shareValue(ctx, i);
  const len = at(p.lengths, ix.ref, span);
  const start = at(startsOf(p, span), ix.ref, span);
  const k = ctx.freshSize();
  const places = mk({ k: 'iota', n: len, io: 0, binds: k }, ints(dimVar(k)), span);
  const from = mk({ k: 'scalar2', glyph: '+', left: places, right: start }, ints(dimVar(k)), span);
  return ix.wrap(at(p.data, from, span));
}

/**
 * The items of p at the 0-based item indices `indices` (int[m]), in their order. Where `fills`
 * (bool[m]) is given, the items it marks are fills: their indices must be 0 (the first item, whose
 * length the fill takes) and their elements are the fill.
 */
export function itemsAt(ctx: CheckContext, p: RaggedParts, indices: TExpr, fills: TExpr | null, span: Span): TExpr {
  const m = indices.t.shape[0]!;
  const ix = shareValue(ctx, indices);
  const lens = shareValue(ctx, at(p.lengths, ix.ref, span));
  const t = ctx.freshSize();
  // each new element's item, and its place in that item
  const ids = shareValue(ctx, mk({ k: 'replicateDyn', axis: 0, counts: lens.ref, arg: iotaOf(m, span), binds: t }, ints(dimVar(t)), span));
  const newStarts = minus(plusScan(lens.ref, span), lens.ref, span);
  const place = minus(iotaOf(dimVar(t), span), at(newStarts, ids.ref, span), span);
  const oldStart = at(at(startsOf(p, span), ix.ref, span), ids.ref, span);
  let from = mk({ k: 'scalar2', glyph: '+', left: oldStart, right: place }, ints(dimVar(t)), span);
  let source = p.data;
  if (fills !== null) {
    // a fill element reads the one fill appended after the data: from + isFill×(total-from)
    const fill = mk({ k: 'lit', data: [p.data.t.elem === 'char' ? 32 : 0] }, { elem: p.data.t.elem, shape: [ONE] }, span);
    source = mk({ k: 'catenate', axis: 0, left: p.data, right: fill }, { elem: p.data.t.elem, shape: [dimAdd(p.total, ONE)] }, span);
    const isFill = mk({ k: 'convert', arg: at(fills, ids.ref, span) }, ints(dimVar(t)), span);
    const totalNow = intScalar({ k: 'dims', dims: [p.total] }, span);
    const f = shareValue(ctx, from);
    const jump = mk({ k: 'scalar2', glyph: '×', left: isFill, right: minus(totalNow, f.ref, span) }, ints(dimVar(t)), span);
    from = f.wrap(mk({ k: 'scalar2', glyph: '+', left: f.ref, right: jump }, ints(dimVar(t)), span));
  }
  const data = at(source, from, span);
  return ix.wrap(lens.wrap(ids.wrap(raggedOf(lens.ref, data, span))));
}

/** v[I] of an irregular nested vector: an item enclosed for a scalar index, the items at a vector of them. */
export function raggedIndex(ctx: CheckContext, arr: TExpr, index: TExpr, span: Span): TExpr {
  if (index.t.shape.length > 1) return ctx.fail('NONCE', `indexing an irregular nested vector with indices of shape ${showShape(index.t.shape)} (only a scalar or a vector) is not supported yet`, span, [ctx.describe('array', arr)]);
  const p = partsOf(ctx, arr);
  if (index.t.shape.length === 0) return p.wrap(nestedView(itemOf(ctx, p, index, span), 1, span));
  return p.wrap(itemsAt(ctx, p, index, null, span));
}

/** ⍺⌷⍵ of an irregular nested vector: i⌷v is v[i], (⊂I)⌷v is v[I]; null for any other ⍺. */
export function raggedSquad(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr | null {
  const ints = l.t.elem === 'int' || l.t.elem === 'bool';
  const index = l.t.items !== undefined && l.t.shape.length === 0 && l.t.items.length === 1 ? flatView(l) : l.t.items === undefined && !isRagged(l.t) ? singleIndex(l, span) : null;
  if (!ints || index === null) return null;
  return raggedIndex(ctx, r, io === 0 ? convertTo(ctx, index, 'int') : minus(convertTo(ctx, index, 'int'), intLit(io, span), span), span);
}

/** ⍺⊃⍵ of an irregular nested vector: ⍺ one index (that item) or two (an element of that item). */
export function raggedPick(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (l.t.elem !== 'int' && l.t.elem !== 'bool') return ctx.fail('DOMAIN', `the left argument of ⊃ must be integers, not ${l.t.elem}`, span, notes);
  const zeroBased = (x: TExpr): TExpr => (io === 0 ? x : minus(convertTo(ctx, x, 'int'), intLit(io, span), span));
  const one = singleIndex(l, span);
  const p = partsOf(ctx, r);
  if (one !== null) return p.wrap(itemOf(ctx, p, zeroBased(one), span));
  if (l.t.shape.length === 1 && asConst(l.t.shape[0]!) === 2) {
    const lv = shareValue(ctx, zeroBased(l));
    const part = (j: number): TExpr => at(lv.ref, intLit(j, span), span);
    const item = itemOf(ctx, p, part(0), span);
    return lv.wrap(p.wrap(at(item, part(1), span)));
  }
  return ctx.fail('NONCE', '⍺⊃⍵ of an irregular nested vector takes one index (an item) or two (an element of an item); deeper or computed paths are not supported yet', span, notes);
}

/** ⌽v: the items in reverse order. */
export function raggedReverse(ctx: CheckContext, arg: TExpr, span: Span): TExpr {
  const p = partsOf(ctx, arg);
  return p.wrap(itemsAt(ctx, p, reverse(ctx, '⌽', iotaOf(p.n, span), span, null), null, span));
}

/**
 * k↑v and k↓v on the items: the flat take or drop of 1+⍳n says which items (0 where a take adds a
 * fill item past either end).
 */
export function raggedTakeDrop(ctx: CheckContext, g: '↑' | '↓', l: TExpr, r: TExpr, span: Span): TExpr {
  const p = partsOf(ctx, r);
  const onePlus = mk({ k: 'scalar2', glyph: '+', left: iotaOf(p.n, span), right: intLit(1, span) }, ints(p.n), span);
  const picked = shareValue(ctx, takeDrop(ctx, g, l, onePlus, span));
  if (g === '↓') return p.wrap(picked.wrap(itemsAt(ctx, p, minus(picked.ref, intLit(1, span), span), null, span)));
  const m = picked.ref.t.shape[0]!;
  const isFill = shareValue(ctx, mk({ k: 'scalar2', glyph: '=', left: picked.ref, right: intLit(0, span) }, { elem: 'bool', shape: [m] }, span));
  // a fill item has index 0 (the first item), a real one its place: (I-1)⌈0
  const index = mk({ k: 'scalar2', glyph: '⌈', left: minus(picked.ref, intLit(1, span), span), right: intLit(0, span) }, ints(m), span);
  return p.wrap(picked.wrap(isFill.wrap(itemsAt(ctx, p, index, isFill.ref, span))));
}

/** A value as items of a vector, when it is one: an irregular vector, a uniform vector of vectors, or an enclosed vector (one item). */
export function asItems(ctx: CheckContext, x: TExpr, span: Span): { readonly lengths: TExpr; readonly data: TExpr; readonly wrap: (b: TExpr) => TExpr } | null {
  if (isRagged(x.t)) {
    const p = partsOf(ctx, x);
    return { lengths: p.lengths, data: p.data, wrap: p.wrap };
  }
  const items = x.t.items;
  if (items === undefined || items.length !== 1 || x.t.shape.length > 1) return null;
  const n: Dim = x.t.shape.length === 0 ? dimConst(1) : x.t.shape[0]!;
  const flat = flatView(x);
  const lengths = mk({ k: 'reshape', arg: intScalar({ k: 'dims', dims: [items[0]!] }, span) }, ints(n), span);
  const all = dimMul(n, items[0]!);
  return { lengths, data: mk({ k: 'reshape', arg: flat }, { elem: x.t.elem, shape: [all] }, span), wrap: (b) => b };
}

/** v,w: the items of both, in order (an enclosed vector is one item). */
export function raggedCatenate(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const [a, b] = [asItems(ctx, l, span), asItems(ctx, r, span)];
  if (a === null || b === null) return ctx.fail('NONCE', ', of an irregular nested vector and a simple array (items that are scalars beside vectors) is not supported yet; enclose a vector to add it as one item (v,⊂x)', span, notes);
  const elem: ElemType | null = joinElems(l.t.elem, r.t.elem);
  if (elem === null) return ctx.fail('NONCE', ', of nested vectors of characters and of numbers is not supported yet', span, notes);
  const [la, lb] = [a.lengths.t.shape[0]!, b.lengths.t.shape[0]!];
  const [da, db] = [convertTo(ctx, a.data, elem), convertTo(ctx, b.data, elem)];
  const lengths = mk({ k: 'catenate', axis: 0, left: a.lengths, right: b.lengths }, ints(dimAdd(la, lb)), span);
  const total = dimAdd(da.t.shape[0]!, db.t.shape[0]!);
  const data = mk({ k: 'catenate', axis: 0, left: da, right: db }, { elem, shape: [total] }, span);
  return a.wrap(b.wrap(raggedOf(lengths, data, span)));
}
