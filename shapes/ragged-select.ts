// Selecting and joining whole items of an irregular nested vector (ragged.ts): indexing v[i] and
// v[I], pick i⊃v and (i j)⊃v, ⌽v, k↑v and k↓v, and catenation v,w (either side may also be an
// enclosed simple vector or a uniform nested vector of vectors). Every selection is one rule:
// the items at an index vector I are a new descriptor lengths[I] and one gather of the data, each
// new element's source being its item's start plus its place in the item, with each element's
// item computed by a replicate (scans), so the work is a fixed number of operations however many
// items there are. Items a take adds past the end are fills: the first item's length, of zeros
// (blanks), as Dyalog's prototype. Where items may be simple scalars, their ranks are gathered as
// their lengths are (and worked out by the checker where it knows them and the indices), and a
// scalar item picked or indexed alone is a simple scalar: its rank must then be known here.
import type { Span } from '../apl/ast.js';
import { asConst, dimAdd, dimConst, dimMul, dimVar, showShape, type Dim } from './dim.js';
import { mk, ONE, shareValue, type CheckContext } from './context.js';
import { convertTo } from './literals.js';
import { flatView, nestedView } from './nested.js';
import { at, intLit, iotaOf, ints, isRagged, knownRanks, minus, partsOf, protoIfEmpty, raggedOf, ranksLit, startsOfItems, withFillAfter, type RaggedParts } from './ragged.js';
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
const startsOf = (p: RaggedParts, span: Span): TExpr => startsOfItems(p.lengths, span);

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
export function itemsAt(ctx: CheckContext, p: RaggedParts, indices: TExpr, fills: TExpr | null, span: Span, known: readonly number[] | null = null): TExpr {
  const m = indices.t.shape[0]!;
  const ix = shareValue(ctx, indices);
  // the indices are read twice (lengths, ranks): under their name
  const ranks = p.ranks === null ? null : ranksAt(p.ranks, ix.ref, constIndices(indices, known), span);
  const lens = shareValue(ctx, at(p.lengths, ix.ref, span));
  const t = ctx.freshSize();
  // each new element's item, and its place in that item
  const ids = shareValue(ctx, mk({ k: 'replicateDyn', axis: 0, counts: lens.ref, arg: iotaOf(m, span), binds: t }, ints(dimVar(t)), span));
  const newStarts = startsOfItems(lens.ref, span);
  const place = minus(iotaOf(dimVar(t), span), at(newStarts, ids.ref, span), span);
  const oldStart = at(at(startsOf(p, span), ix.ref, span), ids.ref, span);
  let from = mk({ k: 'scalar2', glyph: '+', left: oldStart, right: place }, ints(dimVar(t)), span);
  let source = p.data;
  if (fills !== null) {
    // a fill element reads the one fill appended after the data: from + isFill×(total-from)
    source = withFillAfter(p.data, span);
    const isFill = mk({ k: 'convert', arg: at(fills, ids.ref, span) }, ints(dimVar(t)), span);
    const totalNow = intScalar({ k: 'dims', dims: [p.total] }, span);
    const f = shareValue(ctx, from);
    const jump = mk({ k: 'scalar2', glyph: '×', left: isFill, right: minus(totalNow, f.ref, span) }, ints(dimVar(t)), span);
    from = f.wrap(mk({ k: 'scalar2', glyph: '+', left: f.ref, right: jump }, ints(dimVar(t)), span));
  }
  const data = at(source, from, span);
  // the prototype: the source's, whose first item (or fill) comes first or which an empty result keeps
  const whole = p.proto === null || p.proto.ifEmpty === true ? null : p.proto;
  const picked = constIndices(indices, known);
  const proto = picked !== null && (picked.length === 0 || picked[0] === 0) ? whole : protoIfEmpty(whole);
  return ix.wrap(lens.wrap(ids.wrap(raggedOf(lens.ref, data, span, ranks, proto))));
}

/** Constant indices: those given, or the index vector's static value. */
function constIndices(indices: TExpr, known: readonly number[] | null): readonly number[] | null {
  if (known !== null) return known;
  const v = indices.sval?.map((d) => asConst(d)) ?? null;
  return v !== null && v.every((x) => x !== null) ? (v as number[]) : null;
}

/** The ranks of the items at these indices, constant where the ranks and the indices are. */
function ranksAt(ranks: TExpr, indices: TExpr, known: readonly number[] | null, span: Span): TExpr {
  const rs = knownRanks(ranks);
  const ix = constIndices(indices, known);
  if (rs !== null && ix !== null && ix.every((i) => i >= 0 && i < rs.length)) return ranksLit(ix.map((i) => rs[i]!), span);
  return at(ranks, indices, span);
}

/** The first of an index's values when the checker knows it, less ⎕IO. */
function constIndex(x: TExpr, io: number): number | null {
  const v = x.sval === null || x.sval.length === 0 ? null : asConst(x.sval[0]!);
  return v === null ? null : v - io;
}

/** The rank of item i (0-based, null when known only as data), which the checker must know unless every item is a vector. */
function rankOfItem(ctx: CheckContext, p: RaggedParts, i: number | null, x: TExpr, what: string, span: Span): 0 | 1 {
  if (p.ranks === null) return 1;
  const rs = knownRanks(p.ranks);
  const r = rs !== null && i !== null ? rs[i] : undefined;
  if (r === undefined) return ctx.fail('NONCE', `${what} of an irregular nested vector whose items are simple scalars beside vectors, with an index known only when it runs (the item may be a scalar or a vector), is not supported yet`, span, [ctx.describe('argument', x)]);
  return r === 0 ? 0 : 1;
}

/** Item i of p as a simple scalar: the element at the item's start. */
function scalarItemOf(p: RaggedParts, i: TExpr, span: Span): TExpr {
  return at(p.data, at(startsOf(p, span), i, span), span);
}

/** v[I] of an irregular nested vector: an item enclosed for a scalar index, the items at a vector of them. */
export function raggedIndex(ctx: CheckContext, arr: TExpr, index: TExpr, span: Span, known: number | null = constIndex(index, 0)): TExpr {
  if (index.t.shape.length > 1) return ctx.fail('NONCE', `indexing an irregular nested vector with indices of shape ${showShape(index.t.shape)} (only a scalar or a vector) is not supported yet`, span, [ctx.describe('array', arr)]);
  const p = partsOf(ctx, arr, { mixed: true });
  if (index.t.shape.length === 0) {
    // an enclosed simple scalar is the scalar
    if (rankOfItem(ctx, p, known, arr, 'v[i]', span) === 0) return p.wrap(scalarItemOf(p, index, span));
    return p.wrap(nestedView(itemOf(ctx, p, index, span), 1, span));
  }
  return p.wrap(itemsAt(ctx, p, index, null, span));
}

/** ⍺⌷⍵ of an irregular nested vector: i⌷v is v[i], (⊂I)⌷v is v[I]; null for any other ⍺. */
export function raggedSquad(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr | null {
  const ints = l.t.elem === 'int' || l.t.elem === 'bool';
  const index = l.t.items !== undefined && l.t.shape.length === 0 && l.t.items.length === 1 ? flatView(l) : l.t.items === undefined && !isRagged(l.t) ? singleIndex(l, span) : null;
  if (!ints || index === null) return null;
  return raggedIndex(ctx, r, io === 0 ? convertTo(ctx, index, 'int') : minus(convertTo(ctx, index, 'int'), intLit(io, span), span), span, constIndex(index, io));
}

/** ⍺⊃⍵ of an irregular nested vector: ⍺ one index (that item) or two (an element of that item). */
export function raggedPick(ctx: CheckContext, l: TExpr, r: TExpr, span: Span, io: number): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  if (l.t.elem !== 'int' && l.t.elem !== 'bool') return ctx.fail('DOMAIN', `the left argument of ⊃ must be integers, not ${l.t.elem}`, span, notes);
  const zeroBased = (x: TExpr): TExpr => (io === 0 ? x : minus(convertTo(ctx, x, 'int'), intLit(io, span), span));
  const one = singleIndex(l, span);
  const p = partsOf(ctx, r, { mixed: true });
  if (one !== null) {
    const i = shareValue(ctx, zeroBased(one));
    const item = rankOfItem(ctx, p, constIndex(one, io), r, '⍺⊃⍵', span) === 0 ? scalarItemOf(p, i.ref, span) : itemOf(ctx, p, i.ref, span);
    return i.wrap(p.wrap(item));
  }
  if (l.t.shape.length === 1 && asConst(l.t.shape[0]!) === 2) {
    const lv = shareValue(ctx, zeroBased(l));
    const part = (j: number): TExpr => at(lv.ref, intLit(j, span), span);
    if (rankOfItem(ctx, p, constIndex(l, io), r, '(i j)⊃⍵', span) === 0)
      return ctx.fail('RANK', '(i j)⊃⍵: item i is a simple scalar, which has no element j', span, notes);
    const item = itemOf(ctx, p, part(0), span);
    return lv.wrap(p.wrap(at(item, part(1), span)));
  }
  return ctx.fail('NONCE', '⍺⊃⍵ of an irregular nested vector takes one index (an item) or two (an element of an item); deeper or computed paths are not supported yet', span, notes);
}

/** ⌽v: the items in reverse order. */
export function raggedReverse(ctx: CheckContext, arg: TExpr, span: Span): TExpr {
  const p = partsOf(ctx, arg, { mixed: true });
  const n = asConst(p.n);
  const known = n === null ? null : Array.from({ length: n }, (_, i) => n - 1 - i);
  return p.wrap(itemsAt(ctx, p, reverse(ctx, '⌽', iotaOf(p.n, span), span, null), null, span, known));
}

/** The 0-based items k↑ or k↓ of n items picks (0 for a fill), where the checker knows k and n. */
function knownPicks(g: '↑' | '↓', l: TExpr, n: Dim): readonly number[] | null {
  const k = l.sval !== null && l.sval.length === 1 ? asConst(l.sval[0]!) : null;
  const m = asConst(n);
  if (k === null || m === null) return null;
  if (g === '↓') return Array.from({ length: Math.max(0, m - Math.abs(k)) }, (_, i) => (k >= 0 ? i + k : i));
  return Array.from({ length: Math.abs(k) }, (_, i) => {
    const src = k >= 0 ? i : m - Math.abs(k) + i;
    return src >= 0 && src < m ? src : 0;
  });
}

/**
 * k↑v and k↓v on the items: the flat take or drop of 1+⍳n says which items (0 where a take adds a
 * fill item past either end).
 */
export function raggedTakeDrop(ctx: CheckContext, g: '↑' | '↓', l: TExpr, r: TExpr, span: Span): TExpr {
  const p = partsOf(ctx, r, { mixed: true });
  const known = p.ranks === null ? null : knownPicks(g, l, p.n);
  const onePlus = mk({ k: 'scalar2', glyph: '+', left: iotaOf(p.n, span), right: intLit(1, span) }, ints(p.n), span);
  const picked = shareValue(ctx, takeDrop(ctx, g, l, onePlus, span));
  if (g === '↓') return p.wrap(picked.wrap(itemsAt(ctx, p, minus(picked.ref, intLit(1, span), span), null, span, known)));
  const m = picked.ref.t.shape[0]!;
  // Dyalog pads an empty vector with its prototype item: known to the checker, it is appended as an item
  const count = l.sval !== null && l.sval.length === 1 ? asConst(l.sval[0]!) : null;
  const n = asConst(p.n);
  const withProto = n === null || n === 0 ? protoAppended(p, span) : null;
  if (n === 0 && count !== 0 && withProto === null)
    return ctx.fail('NONCE', 'k↑ past the end of an empty irregular nested vector (its fill is the prototype item, which aplc does not know here) is not supported yet', span, [ctx.describe('argument', r)]);
  const isFill0 = mk({ k: 'scalar2', glyph: '=', left: picked.ref, right: intLit(0, span) }, { elem: 'bool', shape: [m] }, span);
  // empty when it runs: a fill would read the prototype item, which the descriptor does not keep
  const some = (x: Dim, of: TExpr): TExpr => mk({ k: 'scalar2', glyph: '>', left: intScalar({ k: 'dims', dims: [x], of }, span), right: intLit(0, span) }, { elem: 'bool', shape: [] }, span);
  const noFill = mk({ k: 'scalar2', glyph: '∨', left: some(p.n, p.lengths), right: mk({ k: 'scalar1', glyph: '~', arg: some(m, picked.ref) }, { elem: 'bool', shape: [] }, span) }, { elem: 'bool', shape: [] }, span);
  const checked = (n !== null && n > 0) || withProto !== null ? isFill0 : mk({ k: 'assertTrue', ok: noFill, cls: 'NONCE', message: 'k↑ past the end of an irregular nested vector that is empty when it runs (its fill is the prototype item, which aplc does not know here) is not supported yet', value: isFill0 }, isFill0.t, span, { origin: span });
  const isFill = shareValue(ctx, checked);
  // a fill item has index 0 (the first item), a real one its place: (I-1)⌈0
  const index = mk({ k: 'scalar2', glyph: '⌈', left: minus(picked.ref, intLit(1, span), span), right: intLit(0, span) }, ints(m), span);
  return p.wrap(picked.wrap(isFill.wrap(itemsAt(ctx, withProto ?? p, index, isFill.ref, span, known))));
}

/**
 * p with its prototype item appended to the descriptor (its length and rank; its elements are the
 * fill a fill item reads), so that a fill's index 0 is the first item when there is one and the
 * prototype when there is none; null where the checker does not know the prototype's length.
 */
function protoAppended(p: RaggedParts, span: Span): RaggedParts | null {
  const proto = p.proto;
  const length = proto === null || proto.length === null ? null : asConst(proto.length);
  if (proto === null || length === null || (p.ranks === null && proto.rank === 0)) return null;
  const one = (v: number): TExpr => mk({ k: 'lit', data: [v] }, ints(ONE), span, { sval: [dimConst(v)] });
  const n1 = dimAdd(p.n, ONE);
  const lengths = mk({ k: 'catenate', axis: 0, left: p.lengths, right: one(length) }, ints(n1), span);
  const known = p.ranks === null ? null : knownRanks(p.ranks);
  const ranks = p.ranks === null ? null : known !== null ? ranksLit([...known, proto.rank], span) : mk({ k: 'catenate', axis: 0, left: p.ranks, right: one(proto.rank) }, ints(n1), span);
  return { ...p, n: n1, lengths, ranks };
}

/** A value as the items of a vector: their lengths, their elements end to end, and their ranks (null: all vectors). */
export interface AsItems {
  readonly lengths: TExpr;
  readonly data: TExpr;
  readonly ranks: TExpr | null;
  readonly wrap: (b: TExpr) => TExpr;
}

/**
 * A value as items of a vector, when it is one: an irregular vector, a uniform vector of vectors,
 * an enclosed vector (one item), a simple scalar (one scalar item) or a simple vector (each of its
 * elements a scalar item).
 */
export function asItems(ctx: CheckContext, x: TExpr, span: Span): AsItems | null {
  if (isRagged(x.t)) {
    const p = partsOf(ctx, x, { mixed: true });
    return { lengths: p.lengths, data: p.data, ranks: p.ranks, wrap: p.wrap };
  }
  // the value first, under a name: it binds the sizes (a count known only when it runs) its parts name
  if (x.t.items === undefined && x.t.shape.length <= 1) {
    const xs = shareValue(ctx, x);
    const n: Dim = x.t.shape[0] ?? ONE;
    const k = asConst(n);
    const data = x.t.shape.length === 0 ? mk({ k: 'reshape', arg: xs.ref }, { elem: x.t.elem, shape: [ONE] }, span) : xs.ref;
    const fill = (v: number): TExpr => (k !== null ? ranksLit(Array.from({ length: k }, () => v), span) : mk({ k: 'reshape', arg: intLit(v, span) }, ints(n), span));
    return { lengths: fill(1), data, ranks: fill(0), wrap: xs.wrap };
  }
  const items = x.t.items;
  if (items === undefined || items.length !== 1 || x.t.shape.length > 1) return null;
  const xs = shareValue(ctx, x);
  const n: Dim = x.t.shape.length === 0 ? dimConst(1) : x.t.shape[0]!;
  const flat = flatView(xs.ref);
  const lengths = mk({ k: 'reshape', arg: intScalar({ k: 'dims', dims: [items[0]!] }, span) }, ints(n), span);
  const all = dimMul(n, items[0]!);
  return { lengths, data: mk({ k: 'reshape', arg: flat }, { elem: x.t.elem, shape: [all] }, span), ranks: null, wrap: xs.wrap };
}

/** Items whose parts are names, each computed once (`wrap` binds them). */
export function sharedItems(ctx: CheckContext, x: AsItems): AsItems {
  const l = shareValue(ctx, x.lengths);
  const d = shareValue(ctx, x.data);
  const r = x.ranks === null ? null : shareValue(ctx, x.ranks);
  return { lengths: l.ref, data: d.ref, ranks: r?.ref ?? null, wrap: (b) => x.wrap(l.wrap(d.wrap(r === null ? b : r.wrap(b)))) };
}

/** Each item's rank, 1 for all where none is given (constant where the count is known). */
export function ranksOrVectors(a: AsItems, span: Span): TExpr {
  if (a.ranks !== null) return a.ranks;
  const n = a.lengths.t.shape[0]!;
  const k = asConst(n);
  return k !== null ? ranksLit(Array.from({ length: k }, () => 1), span) : mk({ k: 'reshape', arg: intLit(1, span) }, ints(n), span);
}

/** The ranks of v,w's items: both sides', constant where both are. */
function joinedRanks(a: AsItems, b: AsItems, span: Span): TExpr | null {
  if (a.ranks === null && b.ranks === null) return null;
  const [ra, rb] = [ranksOrVectors(a, span), ranksOrVectors(b, span)];
  const [ka, kb] = [knownRanks(ra), knownRanks(rb)];
  if (ka !== null && kb !== null) return ranksLit([...ka, ...kb], span);
  return mk({ k: 'catenate', axis: 0, left: ra, right: rb }, ints(dimAdd(ra.t.shape[0]!, rb.t.shape[0]!)), span);
}

/** v,w: the items of both, in order (an enclosed vector is one item). */
export function raggedCatenate(ctx: CheckContext, l: TExpr, r: TExpr, span: Span): TExpr {
  const notes = [ctx.describe('left', l), ctx.describe('right', r)];
  const [a, b] = [asItems(ctx, l, span), asItems(ctx, r, span)];
  if (a === null || b === null) return ctx.fail('NONCE', ', of a nested vector and an array of rank 2 or more is not supported yet', span, notes);
  const [la, lb] = [a.lengths.t.shape[0]!, b.lengths.t.shape[0]!];
  // a side with no items adds none, whatever its type: r←⍬ ⋄ r,←⊂'abc' gathers strings
  if (asConst(la) === 0 && l.t.elem !== r.t.elem) return a.wrap(b.wrap(raggedOf(b.lengths, b.data, span, b.ranks)));
  if (asConst(lb) === 0 && l.t.elem !== r.t.elem) return a.wrap(b.wrap(raggedOf(a.lengths, a.data, span, a.ranks)));
  const elem: ElemType | null = joinElems(l.t.elem, r.t.elem);
  if (elem === null) return ctx.fail('NONCE', ', of nested vectors of characters and of numbers is not supported yet', span, notes);
  const [da, db] = [convertTo(ctx, a.data, elem), convertTo(ctx, b.data, elem)];
  const lengths = mk({ k: 'catenate', axis: 0, left: a.lengths, right: b.lengths }, ints(dimAdd(la, lb)), span);
  const total = dimAdd(da.t.shape[0]!, db.t.shape[0]!);
  const data = mk({ k: 'catenate', axis: 0, left: da, right: db }, { elem, shape: [total] }, span);
  return a.wrap(b.wrap(raggedOf(lengths, data, span, joinedRanks(a, b, span))));
}
